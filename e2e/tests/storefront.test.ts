// The storefront as visitors and users click it: home from layout blocks with the notice, the goods list
// (sorting, paging, filters kept in the URL), goods detail, favourites and 立即购买.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chromiumAvailable, logInWithToken, openDialog, registerViaApi, settled, shot, siteAndBrowser, uniqueMobile, withPage } from '../src/harness';

const enabled = chromiumAvailable();

/** The prices shown on the goods cards, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('goods-card').locator('span', { hasText: /^¥\d/ }).allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('goods-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
}

/** Does something that changes the list, and waits until the list call it causes has answered and rendered. */
async function andListLoaded(page: Page, action: () => Promise<void>, query: (params: URLSearchParams) => boolean) {
  const loaded = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/gift/goods/list' && query(url.searchParams);
  });
  await action();
  await loaded;
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

describe('storefront', { skip: !enabled }, () => {
  const env = siteAndBrowser();

  it('builds the home page from the layout blocks; the notice can be dismissed for good; ?i= keeps the referral', () =>
    withPage(
      env.browser,
      'home',
      async (page, context) => {
        await page.goto(`${env.site.url}/?i=FRIEND88`);
        const notice = await openDialog(page);
        await notice.getByText('公告').waitFor();
        assert.match(await notice.getByTestId('notice-content').innerText(), /欢迎来到礼品代发商城/);
        await shot(page, 'home-notice');
        await notice.getByRole('button', { name: '不再提示' }).click();
        await notice.waitFor({ state: 'hidden' });

        // blocks in the server's order: banner + user panel, advantages, hot, new, recommended, image
        await page.getByTestId('banner-carousel').waitFor();
        assert.equal(await page.getByTestId('banner-carousel').getAttribute('data-autoplay'), 'true');
        assert.match(await page.getByTestId('user-panel').innerText(), /登录 \/ 注册/);
        for (const tile of ['超时赔付', '商家众多', '一件代发', '服务周到', '推荐有礼']) await page.getByLabel('平台优势').getByText(tile).waitFor();
        const hot = page.getByTestId('hot-goods');
        await hot.getByTestId('goods-card').first().waitFor();
        const bySale = await hot.getByTestId('goods-card').first().getAttribute('aria-label');
        await hot.getByText('收藏最多').click();
        await page.waitForFunction(
          (first) => document.querySelector('[data-testid="hot-goods"] [data-testid="goods-card"]')?.getAttribute('aria-label') !== first,
          bySale,
        );
        await page.getByTestId('new-goods').getByTestId('goods-card').first().waitFor();
        await page.getByTestId('image-block').waitFor();
        // the full-page picture once nothing is loading (the images in view; lazy ones below stay unloaded)
        // and no motion is running
        await page.waitForLoadState('networkidle');
        await settled(page);
        await page.screenshot({ path: 'artifacts/home-full.png', fullPage: true });
        assert.equal((await context.cookies()).find((c) => c.name === 'refer_code')?.value, 'FRIEND88');

        // 更多商品 → the list in default order
        await hot.getByRole('link', { name: /更多商品/ }).click();
        await page.waitForURL(/\/gift-list\?sortName=default$/);

        // 不再提示 holds after a reload: once the notice has been fetched and nothing more is loading, no dialog
        const noticeFetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/gift/page/homepage');
        await page.goto(`${env.site.url}/`);
        await page.getByTestId('hot-goods').getByTestId('goods-card').first().waitFor();
        await noticeFetched;
        await page.waitForLoadState('networkidle');
        assert.equal(await page.getByRole('dialog').count(), 0);
      },
      { showNotice: true },
    ));

  it('sorts, pages and filters the goods list by clicking, with the state in the URL', () =>
    withPage(env.browser, 'gift-list', async (page) => {
      await page.goto(`${env.site.url}/gift-list`);
      await page.getByTestId('goods-card').first().waitFor();
      assert.equal(await page.getByTestId('goods-card').count(), 10);
      // the pager comes from shared-contracts/ui/more as the host provides it: zh_CN and the brand colour
      await page.getByText('10 条/页').waitFor();
      assert.equal(await page.locator('.ant-pagination-item-active').evaluate((el) => getComputedStyle(el).borderColor), 'rgb(208, 43, 49)');
      await page.getByText(/共 1\d\d 件商品/).waitFor();

      const sortBar = page.getByRole('toolbar', { name: '排序' });
      await andListLoaded(page, () => sortBar.getByRole('button', { name: '价格' }).click(), (q) => q.get('sort_order') === 'asc');
      await page.waitForURL(/sortName=price&sortOrder=asc/);
      const asc = await cardPrices(page);
      assert.deepEqual(asc, [...asc].sort((a, b) => a - b));
      assert.ok(asc[0] <= 1, `cheapest goods first (${asc[0]})`);

      await andListLoaded(page, () => sortBar.getByRole('button', { name: '价格从低到高' }).click(), (q) => q.get('sort_name') === 'price' && q.get('sort_order') === 'desc');
      await page.waitForURL(/sortOrder=desc/);
      const desc = await cardPrices(page);
      assert.deepEqual(desc, [...desc].sort((a, b) => b - a));

      // page 2, kept on reload
      const firstPage = await cardNames(page);
      await andListLoaded(page, () => page.getByTitle('2', { exact: true }).click(), (q) => q.get('page') === '2');
      await page.waitForURL(/page=2/);
      const secondPage = await cardNames(page);
      assert.notDeepEqual(secondPage, firstPage);
      const secondPrices = await cardPrices(page);
      assert.ok(secondPrices[0] <= desc[desc.length - 1], 'page 2 continues the order');
      await page.reload();
      await page.getByTestId('goods-card').first().waitFor();
      assert.deepEqual(await cardNames(page), secondPage);

      // filters: courier and keyword; a filter starts again at page 1
      await andListLoaded(page, () => page.getByRole('group', { name: '快递' }).getByText('韵达快递').click(), (q) => q.get('express_name') === '韵达快递' && q.get('page') === '1');
      await page.waitForURL((url) => url.searchParams.get('express') === '韵达快递' && !url.searchParams.has('page'));
      const cards = await page.getByTestId('goods-card').allInnerTexts();
      assert.ok(cards.length > 0 && cards.every((c) => c.includes('韵达快递')), cards.join(','));
      await page.getByLabel('商品关键词').fill('毛巾');
      await andListLoaded(page, () => page.getByRole('button', { name: '确定' }).click(), (q) => q.get('keyword') === '毛巾');
      await page.waitForURL((url) => url.searchParams.get('keyword') === '毛巾');
      const names = await cardNames(page);
      assert.ok(names.every((n) => n.includes('毛巾')), names.join(','));
      await shot(page, 'gift-list-filtered');

      // nothing matches: the empty state, and 清空筛选 brings everything back
      await page.getByLabel('商品关键词').fill('不存在的商品名');
      await page.getByLabel('商品关键词').press('Enter');
      await page.getByText('没有找到符合条件的商品，换个条件试试').waitFor();
      await page.getByRole('button', { name: '清空筛选' }).click();
      await page.getByText(/共 1\d\d 件商品/).waitFor();
    }));

  it('opens a goods detail from its card; buying while logged out asks to log in', () =>
    withPage(env.browser, 'product-detail', async (page) => {
      await page.goto(`${env.site.url}/gift-list`);
      const card = page.getByTestId('goods-card').first();
      const name = (await card.getAttribute('aria-label')) ?? '';
      await card.getByTitle(name).click();
      await page.waitForURL(/\/product-detail\/\d+$/);
      const detailUrl = page.url();
      const detail = page.getByTestId('product-detail');
      await detail.getByRole('heading', { name: new RegExp(name) }).waitFor();
      const text = await detail.innerText();
      for (const label of ['包邮', '单件重量', '快递', '发货城市', '发货地址', '不发货地区', '快递提示', '限购', '库存']) assert.ok(text.includes(label), label);
      assert.match(text, /\d+(\.\d+)?kg\/件/);
      await page.waitForFunction(() => document.title === '礼品代发商城 - 商品详情');
      await shot(page, 'product-detail');

      await detail.getByRole('button', { name: /立即购买/ }).click();
      await (await openDialog(page)).getByRole('tab', { name: '登录', selected: true }).waitFor();

      // unknown and malformed ids: a clean not-found page
      await page.goto(`${env.site.url}/product-detail/999999`);
      await page.getByText('该商品不存在或已下架').waitFor();
      assert.equal(await page.getByRole('alert').count(), 0, 'the page says it, no extra message');
      await page.goto(`${env.site.url}/product-detail/abc`);
      await page.getByText('该商品不存在或已下架').waitFor();
      // the supplier's shop, from the detail page
      await page.goto(detailUrl);
      await detail.getByText('供货店铺').waitFor();
      const shopName = await detail.locator('a[href^="/shop/"]').innerText();
      await detail.locator('a[href^="/shop/"]').click();
      await page.waitForURL(/\/shop\/\d+$/);
      await page.getByTestId('shop-page').getByRole('heading', { name: shopName }).waitFor();
      await page.getByTestId('goods-card').first().waitFor();
      await shot(page, 'shop');
    }));

  it('lets a user favourite and unfavourite goods, and opens the purchase dialog', () =>
    withPage(env.browser, 'favourites', async (page, context) => {
      await logInWithToken(context, env.site, await registerViaApi(env.site, uniqueMobile(), 'fav12345'));
      await page.goto(`${env.site.url}/gift-list?sortName=time`);
      const card = page.getByTestId('goods-card').first();
      await card.waitFor();
      const name = (await card.getAttribute('aria-label')) ?? '';
      await card.getByRole('button', { name: '加入收藏' }).click();
      await card.getByRole('button', { name: '取消收藏' }).waitFor();

      // the home user panel and the favourites page see it
      await page.getByRole('link', { name: '我的收藏' }).click();
      await page.waitForURL(/\/collect$/);
      const favourites = page.getByTestId('collect-page');
      await favourites.getByRole('article', { name }).waitFor();
      await favourites.getByText('共 1 件').waitFor();
      await shot(page, 'collect');

      // 立即购买 opens remote-purchase's dialog
      await favourites.getByRole('button', { name: '立即购买' }).click();
      const dialog = await openDialog(page);
      await dialog.getByText('商品购买').waitFor();
      await dialog.getByTestId('purchase-dialog').getByText(name).first().waitFor();
      await dialog.getByText('淘宝/天猫', { exact: true }).click();
      await dialog.getByLabel('收件人信息').fill('张三，13800138000，浙江省杭州市西湖区文三路100号');
      await dialog.getByRole('button', { name: '完成添加' }).click();
      await dialog.getByText(/收件人\s*1\s*个/).waitFor();
      await shot(page, 'purchase-dialog');
      // closing over a recipient asks first: 继续填写 keeps it, 确定关闭 closes
      const closeButton = dialog.getByRole('button', { name: 'Close' }).or(dialog.getByRole('button', { name: '关闭' })).first();
      await closeButton.click();
      const question = page.getByRole('dialog', { name: '关闭商品购买？' });
      await question.getByText('已添加的 1 个收件人不会保存。').waitFor();
      await shot(page, 'purchase-close-question');
      await question.getByRole('button', { name: '继续填写' }).click();
      await question.waitFor({ state: 'hidden' });
      await dialog.getByText(/收件人\s*1\s*个/).waitFor();
      await closeButton.click();
      await question.getByRole('button', { name: '确定关闭' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      // the delete icon asks first, then the card goes
      await favourites.getByRole('button', { name: '删除收藏' }).click();
      await page.getByRole('tooltip').getByRole('button', { name: '取消收藏' }).waitFor();
      await settled(page);
      await page.getByRole('tooltip').getByRole('button', { name: '取消收藏' }).click();
      await favourites.getByText('还没有收藏的商品').waitFor();

      // and the list shows it unfavourited
      await page.goto(`${env.site.url}/gift-list?sortName=time`);
      await page.getByTestId('goods-card').first().getByRole('button', { name: '加入收藏' }).waitFor();
    }));
});
