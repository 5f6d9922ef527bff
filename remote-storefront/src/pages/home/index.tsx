import styled from 'styled-components';
import type { HomeBlock } from 'shared-contracts';
import { Skeleton } from 'shared-contracts/ui';
import { useGoodsTopQuery } from '../../api/goods';
import { useBannersQuery, useHomeBlocksQuery } from '../../api/home';
import { Advantages, advantagesFrom } from './advantages';
import { BannerCarousel } from './banner-carousel';
import { HotGoods } from './hot-goods';
import { ImageBlock } from './image-block';
import { NewGoods } from './new-goods';
import { NoticeDialog } from './notice-dialog';
import { Slogans } from './slogans';
import { useReferCode } from './use-refer-code';
import { UserPanel } from './user-panel';

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: 16px;
`;

/** Used when the server sends no layout (SPEC §2.3): banner with user panel, advantages, hot, new. */
const FALLBACK_LAYOUT: HomeBlock['name'][] = ['banner', 'advantage', 'hot', 'new'];

function BannerWithPanel() {
  const { data, isLoading } = useBannersQuery();
  return (
    <Hero>
      <BannerCarousel banners={data} loading={isLoading} />
      <UserPanel />
    </Hero>
  );
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && v > 0 ? v : fallback);
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

function Block({ block }: { block: HomeBlock }) {
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

/** Home (SPEC §2.3): built from the server's layout blocks, or the fallback layout when there are none. */
export function HomePage() {
  useReferCode();
  const { data: blocks, isLoading } = useHomeBlocksQuery();
  // asked for now, beside the layout, not after it: the banner and the first goods arrive one round trip sooner
  useBannersQuery();
  useGoodsTopQuery('sale');
  const layout: HomeBlock[] = blocks?.length
    ? blocks
    : FALLBACK_LAYOUT.map((name) => ({ name, title: '', icon: '', page: { style: {}, params: {}, data: null } }));

  return (
    <div data-testid="home-page">
      {isLoading ? (
        <Skeleton.Node active style={{ width: '100%', height: 360 }} />
      ) : (
        layout.map((block, i) => <Block key={`${block.name}-${i}`} block={block} />)
      )}
      <Slogans />
      <NoticeDialog />
    </div>
  );
}
