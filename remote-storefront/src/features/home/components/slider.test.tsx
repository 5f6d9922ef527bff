import { act, fireEvent, screen } from '@testing-library/react';
import { renderInApp } from 'shared-contracts/testing';
import { Slider } from './slider';

const slides = ['一', '二', '三'].map((t) => <p key={t}>第{t}张</p>);
const shown = () => screen.getAllByRole('group', { hidden: true }).findIndex((g) => g.getAttribute('aria-hidden') === 'false');

describe('slider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves on by itself every interval, wraps round, and pauses while the pointer is over it', () => {
    renderInApp(<Slider label="横幅" slides={slides} autoplay={2800} />);
    expect(shown()).toBe(0);
    act(() => jest.advanceTimersByTime(2800));
    expect(shown()).toBe(1);
    act(() => jest.advanceTimersByTime(5600));
    expect(shown()).toBe(0);
    fireEvent.mouseEnter(screen.getByRole('region', { name: '横幅' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(shown()).toBe(0);
  });

  it('does not autoplay one slide, and shows no dots for it', () => {
    renderInApp(<Slider label="横幅" slides={slides.slice(0, 1)} autoplay={2800} />);
    expect(screen.getByRole('region', { name: '横幅' })).toHaveAttribute('data-autoplay', 'false');
    expect(screen.queryByRole('button', { name: '第 1 页' })).toBeNull();
  });

  it('goes to a page by its dot or with the arrows', () => {
    renderInApp(<Slider label="新品" slides={slides} arrows />);
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(shown()).toBe(2);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(shown()).toBe(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(shown()).toBe(1);
  });
});
