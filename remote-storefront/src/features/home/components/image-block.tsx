import { Link } from 'shared-contracts/router';
import styled from 'styled-components';

const Figure = styled(Link)`
  display: block;
  margin-top: 24px;
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** An image block: a picture linking into the site (only site-relative links are followed). */
export function ImageBlock({ image, url, height }: { image: string; url: string; height: number }) {
  const to = url.startsWith('/') && !url.startsWith('//') ? url : '/gift-list';
  return (
    <Figure to={to} style={{ height }} data-testid="image-block">
      <img src={image} alt="活动图片" loading="lazy" />
    </Figure>
  );
}
