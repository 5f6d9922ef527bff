import styled from 'styled-components';
import { NEW_GOODS_PER_PAGE, type Goods } from 'shared-contracts';
import { Slider } from './slider';
import { useGoodsTopQuery } from '../../../api/goods';
import { GoodsCard } from '../../../components/goods-card';
import { GoodsGrid } from '../../../components/goods-grid';
import { Section } from './section';

const Page = styled.div`
  display: grid;
  grid-template-columns: repeat(${NEW_GOODS_PER_PAGE}, minmax(0, 1fr));
  gap: 16px;
  padding: 4px 10px 36px 2px;
`;


function pagesOf(goods: Goods[]): Goods[][] {
  const pages: Goods[][] = [];
  for (let i = 0; i < goods.length; i += NEW_GOODS_PER_PAGE) pages.push(goods.slice(i, i + NEW_GOODS_PER_PAGE));
  return pages;
}

/** New goods: a slider of 5 per page with dots and arrows, → /gift-list?sortName=time (SPEC §2.3). */
export function NewGoods({ title = '新品上架', kind = 'new' as const, more = true }: { title?: string; kind?: 'new' | 'recommend'; more?: boolean }) {
  const { data, isLoading, isError, refetch } = useGoodsTopQuery(kind);
  const pages = pagesOf(data ?? []);
  return (
    <Section title={title} testId={`${kind}-goods`} more={more ? { to: '/gift-list?sortName=time', label: '查看全部新品' } : undefined}>
      {isLoading || pages.length === 0 ? (
        <GoodsGrid goods={data} loading={isLoading} skeletons={NEW_GOODS_PER_PAGE} failed={isError} onRetry={() => void refetch()} />
      ) : (
        <Slider
          label={title}
          arrows
          slides={pages.map((page, i) => (
            <Page key={i}>
              {page.map((g) => (
                <GoodsCard key={g.goods_id} goods={g} />
              ))}
            </Page>
          ))}
        />
      )}
    </Section>
  );
}
