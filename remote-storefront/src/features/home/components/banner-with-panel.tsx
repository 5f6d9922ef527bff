import styled from 'styled-components';
import { useBannersQuery } from '../api/home';
import { BannerCarousel } from './banner-carousel';
import { UserPanel } from './user-panel';

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: 16px;
`;

/** The home's first block: the banner carousel with the user panel beside it. */
export function BannerWithPanel() {
  const { data, isLoading } = useBannersQuery();
  return (
    <Hero>
      <BannerCarousel banners={data} loading={isLoading} />
      <UserPanel />
    </Hero>
  );
}
