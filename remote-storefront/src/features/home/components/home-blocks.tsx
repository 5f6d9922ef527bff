import type { HomeBlock as HomeBlockData } from 'shared-contracts';
import { Skeleton } from 'shared-contracts/ui';
import { useGoodsTopQuery } from '../../../api/goods';
import { useBannersQuery, useHomeBlocksQuery } from '../api/home';
import { HomeBlock } from './home-block';

/** Used when the server sends no layout (SPEC §2.3): banner with user panel, advantages, hot, new. */
const FALLBACK_LAYOUT: HomeBlockData['name'][] = ['banner', 'advantage', 'hot', 'new'];

/** The home's blocks from the server's layout, or the fallback layout when there are none. */
export function HomeBlocks() {
  const { data: blocks, isLoading } = useHomeBlocksQuery();
  // asked for now, beside the layout, not after it: the banner and the first goods arrive one round trip sooner
  useBannersQuery();
  useGoodsTopQuery('sale');
  const layout: HomeBlockData[] = blocks?.length
    ? blocks
    : FALLBACK_LAYOUT.map((name) => ({ name, title: '', icon: '', page: { style: {}, params: {}, data: null } }));

  if (isLoading) return <Skeleton.Node active style={{ width: '100%', height: 360 }} />;
  return (
    <>
      {layout.map((block, i) => (
        <HomeBlock key={`${block.name}-${i}`} block={block} />
      ))}
    </>
  );
}
