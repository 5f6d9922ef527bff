import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import type { Banner } from 'shared-contracts';
import { useSiteConfig } from 'shared-contracts/app';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Slider } from './slider';
import { BANNER_HEIGHT_PX as BANNER_HEIGHT, CAROUSEL_INTERVAL_MS } from 'shared-contracts';

const Slide = styled.div<{ $image?: string }>`
  position: relative;
  height: ${BANNER_HEIGHT}px;
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  overflow: hidden;
  background: ${(p) => (p.$image ? `url(${p.$image}) center / cover no-repeat` : `linear-gradient(120deg, ${p.theme.colorPrimary} 0%, ${p.theme.volcano7} 100%)`)};
`;

const Action = styled.div`
  position: absolute;
  left: 56px;
  bottom: 48px;
`;

const Fallback = styled(Slide)`
  padding: 64px 56px;
  box-sizing: border-box;
  color: #fff;
  h2 {
    font-size: 36px;
    margin: 0 0 12px;
    color: #fff;
  }
  p {
    font-size: 18px;
    margin: 0 0 32px;
    opacity: 0.9;
  }
`;

/** Opens a banner's url, or /gift-list, in a new window (SPEC §2.3). */
function openBanner(url: string) {
  window.open(url || '/gift-list', '_blank', 'noopener');
}

/**
 * Banner carousel, 360 px tall; autoplay only with more than one banner, every 2800 ms. Without banners:
 * the fallback banner whose 购买商品 goes to /gift-list.
 */
export function BannerCarousel({ banners, loading }: { banners: Banner[] | undefined; loading: boolean }) {
  const { site_name } = useSiteConfig();
  if (loading) return <Skeleton.Node active style={{ width: '100%', height: BANNER_HEIGHT }} />;
  if (!banners?.length) {
    return (
      <Fallback data-testid="banner-fallback">
        <h2>{site_name}</h2>
        <p>小礼品一件代发，批量收件人一次下单，快递直达</p>
        <Link to="/gift-list">
          <Button size="large" ghost>
            购买商品
          </Button>
        </Link>
      </Fallback>
    );
  }
  return (
    <div data-testid="banner-carousel" data-autoplay={banners.length > 1}>
      <Slider
        label="横幅"
        dots="light"
        autoplay={CAROUSEL_INTERVAL_MS}
        slides={banners.map((b, i) => (
          <Slide key={`${b.image}-${i}`} $image={b.image}>
            <Action>
              <Button type="primary" size="large" onClick={() => openBanner(b.url)}>
                {b.btnTxt || '购买商品'}
              </Button>
            </Action>
          </Slide>
        ))}
      />
    </div>
  );
}
