import type { HomeBlock as HomeBlockData } from 'shared-contracts';
import { Advantages, advantagesFrom } from './advantages';
import { BannerWithPanel } from './banner-with-panel';
import { HotGoods } from './hot-goods';
import { ImageBlock } from './image-block';
import { NewGoods } from './new-goods';

const num = (v: unknown, fallback: number) => (typeof v === 'number' && v > 0 ? v : fallback);
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

/** One layout block of the home page (SPEC §2.3), by its name; unknown names render nothing. */
export function HomeBlock({ block }: { block: HomeBlockData }) {
  switch (block.name) {
    case 'banner':
      return <BannerWithPanel />;
    case 'advantage':
      return <Advantages items={advantagesFrom(block.page.data)} />;
    case 'hot':
      return <HotGoods title={block.title} limit={num(block.page.params.limit, 10)} />;
    case 'new':
      return <NewGoods title={block.title || '新品上架'} />;
    case 'carousel':
      return <NewGoods title={block.title || '推荐礼品'} kind="recommend" more={false} />;
    case 'image':
      return str(block.page.data) ? <ImageBlock image={str(block.page.data)} url={str(block.page.params.url, '/gift-list')} height={num(block.page.style.height, 120)} /> : null;
    default:
      return null;
  }
}
