import styled from 'styled-components';
import { NEW_GOODS_PER_PAGE, type Goods } from 'shared-contracts';
import { Carousel } from 'shared-contracts/ui';
import { useGoodsTopQuery } from '../../api/goods';
import { GoodsCard } from '../../components/goods-card';
import { GoodsGrid } from '../../components/goods-grid';
import { Section } from './section';

const Page = styled.div`
  display: grid !important;
  grid-template-columns: repeat(${NEW_GOODS_PER_PAGE}, minmax(0, 1fr));
  gap: 16px;
  padding: 4px 10px 36px 2px;
`;

const Slider = styled.div`
  .slick-prev,
  .slick-next {
    color: ${(p) => p.theme.colorText};
  }
  .slick-dots li button {
    background: ${(p) => p.theme.colorPrimary};
  }
  .slick-dots li.slick-active button {
    background: ${(p) => p.theme.colorPrimary};
  }
`;

function pagesOf(goods: Goods[]): Goods[][] {
  const pages: Goods[][] = [];
  for (let i = 0; i < goods.length; i += NEW_GOODS_PER_PAGE) pages.push(goods.slice(i, i + NEW_GOODS_PER_PAGE));
  return pages;
}

/** New goods: a slider of 5 per page with dots and arrows, → /gift-list?sortName=time (SPEC §2.3). */
export function NewGoods({ title = '新品上架', kind = 'new' as const, more = true }: { title?: string; kind?: 'new' | 'recommend'; more?: boolean }) {
  const { data, isLoading } = useGoodsTopQuery(kind);
  const pages = pagesOf(data ?? []);
  return (
    <Section title={title} testId={`${kind}-goods`} more={more ? { to: '/gift-list?sortName=time', label: '查看全部新品' } : undefined}>
      {isLoading || pages.length === 0 ? (
        <GoodsGrid goods={data} loading={isLoading} skeletons={NEW_GOODS_PER_PAGE} />
      ) : (
        <Slider>
          <Carousel arrows={pages.length > 1} dots={pages.length > 1} infinite={false} draggable>
            {pages.map((page, i) => (
              <div key={i}>
                <Page aria-label={`第 ${i + 1} 页`}>
                  {page.map((g) => (
                    <GoodsCard key={g.goods_id} goods={g} />
                  ))}
                </Page>
              </div>
            ))}
          </Carousel>
        </Slider>
      )}
    </Section>
  );
}
