// The help centre as a merchant uses it: the five articles, the four template downloads (opened with
// xlsx to check their header rows), the sub-station application, and what a sub-station host changes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import * as XLSX from 'xlsx';
import { SHEET_TEMPLATES } from 'shared-contracts';
import { chromiumAvailable, shot, siteAndBrowser, uniqueMobile, withPage } from '../src/harness';

const enabled = chromiumAvailable();

const ARTICLES = [
  { id: 1, title: '智能筛选怎么用？', phrase: '确定筛选' },
  { id: 2, title: '表格有密码打不开怎么办？', phrase: 'WPS' },
  { id: 3, title: '如何从淘宝、京东、拼多多、抖店导出订单？', phrase: '千牛' },
  { id: 4, title: '导入表格的格式要求', phrase: '5 MB' },
  { id: 5, title: '授权店铺同步订单失败怎么办？', phrase: '重新授权' },
];

describe('help centre', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('reads each of the five articles from the list, with previous/next', () =>
    withPage(env.browser, 'help-articles', async (page) => {
      await page.goto(`${env.site.url}/help-center`);
      await page.waitForURL(/\/help-center\/list$/);
      await page.getByRole('region', { name: '收件人导入' }).waitFor();
      await shot(page, 'help-list');
      for (const a of ARTICLES) {
        await page.goto(`${env.site.url}/help-center/list`);
        await page.locator('main').getByRole('link', { name: a.title, exact: true }).click();
        await page.waitForURL(new RegExp(`/help-center/article/${a.id}$`));
        const article = page.getByTestId('help-article');
        await article.getByRole('heading', { name: a.title }).waitFor();
        const text = await article.innerText();
        assert.ok(text.includes(a.phrase), `article ${a.id} mentions ${a.phrase}`);
        assert.ok(text.length > 600, `article ${a.id} is a real article (${text.length} characters)`);
        await page.waitForFunction(() => document.title === '礼品代发商城 - 帮助文章');
      }
      await shot(page, 'help-article');
      await page.getByRole('link', { name: /上一篇：导入表格的格式要求/ }).click();
      await page.waitForURL(/\/help-center\/article\/4$/);
      // the main site has article_switch on: every article of the content list has its route (开放API接入 too);
      // an id the list does not have is not found
      await page.goto(`${env.site.url}/help-center/article/13`);
      await page.getByTestId('help-article').getByRole('heading', { name: '开放API接入' }).waitFor();
      await page.getByTestId('help-article').locator('pre code').first().scrollIntoViewIfNeeded();
      await shot(page, 'help-open-api-article');
      await page.goto(`${env.site.url}/help-center/article/999`);
      await page.waitForURL(/\/404$/);
    }));

  it('downloads the four templates from article 4; each opens with the platform header row', () =>
    withPage(env.browser, 'help-templates', async (page) => {
      await page.goto(`${env.site.url}/help-center/article/4`);
      await page.getByTestId('help-article').waitFor();
      for (const template of Object.values(SHEET_TEMPLATES)) {
        const link = page.getByTestId('help-article').locator(`a[href="/api/common/download?type=${template.key}"]`).first();
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        const file = await download.path();
        const book = XLSX.read(readFileSync(file), { type: 'buffer' });
        const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
        assert.deepEqual(rows[0], template.headers, `${template.key} header row`);
        assert.match(download.suggestedFilename(), /\.xlsx$/);
      }
    }));

  it('takes a sub-station application, keeping what was typed when it is refused', () =>
    withPage(env.browser, 'substation-apply', async (page) => {
      await page.goto(`${env.site.url}/substations-join`);
      const form = page.getByRole('form', { name: '加盟申请' });
      await form.waitFor();
      await form.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('请输入联系人姓名').waitFor();
      await form.getByLabel('联系人').fill('陈小姐');
      await form.getByLabel('手机号').fill('12345');
      await form.getByLabel('所在城市').fill('宁波');
      await form.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('请输入正确的手机号').waitFor();
      await form.getByLabel('手机号').fill(uniqueMobile());
      await form.getByLabel('补充说明').fill('想了解分站的开通费用和结算方式');
      await shot(page, 'substations-join');
      await form.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('申请已提交，招商顾问会在1个工作日内与您联系').first().waitFor();
      await page.waitForFunction(() => document.title === '礼品代发商城 - 分站加盟');
    }));

  it('on a sub-station host: every article is routed and the franchise page is gone', () =>
    withPage(env.browser, 'help-branch', async (page) => {
      const branch = `http://branch.localhost:${env.site.port}`;
      await page.goto(`${branch}/help-center/article/6`);
      await page.getByTestId('help-article').getByRole('heading').waitFor();
      assert.equal(await page.getByRole('contentinfo').getByRole('link', { name: '分站加盟' }).count(), 0);
      assert.equal(await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '分站加盟' }).count(), 0);
      await page.goto(`${branch}/substations-join`);
      await page.waitForURL(/\/404$/);
    }));
});
