import { LeftOutlined, RightOutlined } from 'shared-contracts/icons';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  &:hover .slider-arrow {
    opacity: 1;
  }
`;

const Track = styled.div<{ $index: number }>`
  display: flex;
  transform: translateX(${(p) => -p.$index * 100}%);
  transition: transform 0.5s ease;
  > * {
    flex: 0 0 100%;
    min-width: 0;
  }
`;

const Dots = styled.div<{ $light: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 12px;
  display: flex;
  justify-content: center;
  gap: 6px;
  button {
    width: 16px;
    height: 3px;
    padding: 0;
    border: 0;
    border-radius: 2px;
    cursor: pointer;
    background: ${(p) => (p.$light ? 'rgba(255, 255, 255, 0.5)' : p.theme.colorBorder)};
    transition: width 0.3s;
  }
  button[aria-current='true'] {
    width: 24px;
    background: ${(p) => (p.$light ? '#fff' : p.theme.colorPrimary)};
  }
`;

const Arrow = styled.button`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  opacity: 0.6;
  background: rgba(0, 0, 0, 0.25);
  color: #fff;
  transition: opacity 0.2s;
  &:disabled {
    display: none;
  }
`;

interface Props {
  slides: ReactNode[];
  /** Milliseconds between slides; autoplay only when set and there is more than one slide. */
  autoplay?: number;
  arrows?: boolean;
  /** Dots for dark or light backgrounds. */
  dots?: 'light' | 'dark';
  label: string;
}

/**
 * A small carousel: slides side by side, moved with dots, arrows or a timer (paused while the pointer is
 * over it). Used on the home page instead of antd's Carousel, which brings react-slick to every first visit.
 */
export function Slider({ slides, autoplay, arrows = false, dots = 'dark', label }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const playing = Boolean(autoplay) && count > 1 && !paused;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoplay);
    return () => window.clearInterval(timer);
  }, [playing, autoplay, count]);

  const current = Math.min(index, Math.max(0, count - 1));
  return (
    <Frame
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={Boolean(autoplay) && count > 1}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <Track $index={current} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div key={i} role="group" aria-roledescription="slide" aria-label={`第 ${i + 1} 页，共 ${count} 页`} aria-hidden={i !== current} inert={i !== current}>
            {slide}
          </div>
        ))}
      </Track>
      {arrows && count > 1 ? (
        <>
          <Arrow className="slider-arrow" type="button" aria-label="上一页" style={{ left: 8 }} disabled={current === 0} onClick={() => setIndex(current - 1)}>
            <LeftOutlined />
          </Arrow>
          <Arrow className="slider-arrow" type="button" aria-label="下一页" style={{ right: 8 }} disabled={current === count - 1} onClick={() => setIndex(current + 1)}>
            <RightOutlined />
          </Arrow>
        </>
      ) : null}
      {count > 1 ? (
        <Dots $light={dots === 'light'}>
          {slides.map((_, i) => (
            <button key={i} type="button" aria-label={`第 ${i + 1} 页`} aria-current={i === current} onClick={() => setIndex(i)} />
          ))}
        </Dots>
      ) : null}
    </Frame>
  );
}
