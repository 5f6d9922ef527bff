import { screen } from '@testing-library/react';
import type { HomeBlock } from 'shared-contracts';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { HomeBlocks } from './home-blocks';

const block = (name: HomeBlock['name'], data: unknown = null): HomeBlock => ({ name, title: '', icon: '', page: { style: {}, params: {}, data } });
// the seeded layout: the first screen ends with the first goods list
const LAYOUT = [block('banner'), block('advantage', []), block('hot'), block('new'), block('carousel'), block('image', '/api/gift/image/promo-1.svg')];

beforeEach(() => {
  resetBrowserState();
  mockApi({
    'GET /api/home/page': ok(LAYOUT),
    'GET /api/gift/page/rotate': ok([]),
    'GET /api/gift/goods/top/sale': ok([]),
    'GET /api/gift/goods/top/new': ok([]),
    'GET /api/gift/goods/top/recommend': ok([]),
  });
});

describe('the home’s blocks', () => {
  it('first the first screen, up to the first goods list: the blocks below it wait for the rest', async () => {
    renderInApp(<HomeBlocks rest={false} />);
    expect(await screen.findByTestId('hot-goods')).toBeInTheDocument();
    expect(screen.getByTestId('user-panel')).toBeInTheDocument();
    for (const below of ['new-goods', 'recommend-goods', 'image-block']) expect(screen.queryByTestId(below)).toBeNull();
  });

  it('then every block of the layout, in its order', async () => {
    renderInApp(<HomeBlocks rest />);
    const image = await screen.findByTestId('image-block');
    const order = ['user-panel', 'hot-goods', 'new-goods', 'recommend-goods'].map((id) => screen.getByTestId(id));
    for (const [before, after] of [...order, image].slice(1).map((el, i) => [order[i], el])) {
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});
