import { fireEvent, screen } from '@testing-library/react';
import type { Banner } from 'shared-contracts';
import { renderInApp } from 'shared-contracts/testing';
import { BannerCarousel } from './banner-carousel';

const banner = (n: number, url = `/gift-list?b=${n}`): Banner => ({ image: `/api/gift/image/banner-${n}.svg`, url, btnIcon: '', btnTxt: `按钮${n}` });

describe('banner carousel (SPEC §2.3)', () => {
  it('autoplays only with more than one banner', () => {
    const { unmount } = renderInApp(<BannerCarousel banners={[banner(1), banner(2)]} loading={false} />);
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-autoplay', 'true');
    unmount();
    renderInApp(<BannerCarousel banners={[banner(1)]} loading={false} />);
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-autoplay', 'false');
  });

  it("opens a banner's url, or /gift-list without one, in a new window", () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderInApp(<BannerCarousel banners={[{ ...banner(1, ''), btnTxt: '' }]} loading={false} />);
    fireEvent.click(screen.getAllByRole('button', { name: '购买商品' })[0]);
    expect(open).toHaveBeenLastCalledWith('/gift-list', '_blank', 'noopener');
    open.mockClear();
    renderInApp(<BannerCarousel banners={[banner(3)]} loading={false} />);
    fireEvent.click(screen.getAllByRole('button', { name: '按钮3' })[0]);
    expect(open).toHaveBeenLastCalledWith('/gift-list?b=3', '_blank', 'noopener');
    open.mockRestore();
  });

  it('without banners shows the fallback banner whose 购买商品 goes to /gift-list', () => {
    const { location } = renderInApp(<BannerCarousel banners={[]} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: '购买商品' }));
    expect(location()).toBe('/gift-list');
  });
});
