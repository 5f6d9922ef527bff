import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fail, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { startAtConsole } from '../test-support/console';
import { ImageField, ImagesField, imageFileProblem } from './image-field';

const STORED = {
  url: `/api/gift/image/upload/${'b'.repeat(64)}.webp`,
  hash: 'b'.repeat(64),
  width: 400,
  height: 120,
  bytes: 900,
};

/** The field as a form holds it: the value shown below, so a test sees what onChange gave. */
function Logo({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageField purpose="logo" value={value} onChange={setValue} aria-label="快递标志" />
      <output aria-label="值">{value}</output>
    </>
  );
}

const choose = (group: HTMLElement, file: File) => fireEvent.change(group.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

beforeEach(() => startAtConsole('/admin/couriers'));

describe('ImageField', () => {
  it('uploads the chosen picture for its purpose and shows it; 移除 empties the value', async () => {
    const server = mockApi({ 'POST /api/admin/images': ok(STORED) });
    renderInApp(<Logo />, { path: '/admin/couriers' });
    const group = screen.getByRole('group', { name: '快递标志' });
    expect(within(group).queryByRole('img')).toBeNull();
    choose(group, new File(['gif-bytes'], 'logo.gif', { type: 'image/gif' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/images')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/images')[0]).toMatchObject({
      body: { purpose: 'logo', name: 'logo.gif', data: btoa('gif-bytes') },
      operatorToken: 'op-tok',
    });
    expect(await within(group).findByAltText('快递标志')).toHaveAttribute('src', STORED.url);
    expect(screen.getByLabelText('值')).toHaveTextContent(STORED.url);
    fireEvent.click(within(group).getByRole('button', { name: /移\s*除/ }));
    expect(screen.getByLabelText('值')).toBeEmptyDOMElement();
    expect(within(group).queryByAltText('快递标志')).toBeNull();
  });

  it('refuses a file that is not a picture, or over 5 MB, before sending, in Chinese', async () => {
    const server = mockApi({});
    renderInApp(<Logo />, { path: '/admin/couriers' });
    const group = screen.getByRole('group', { name: '快递标志' });
    choose(group, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('文件不是有效的图片（支持 JPEG、PNG、WebP、GIF）')).toBeInTheDocument();
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('图片不能超过 5MB');
    choose(
      group,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', {
        type: 'image/png',
      }),
    );
    expect(await screen.findByText('图片不能超过 5MB')).toBeInTheDocument();
    expect(server.callsTo('POST /api/admin/images')).toHaveLength(0);
    expect(screen.getByLabelText('值')).toBeEmptyDOMElement();
  });

  it("says the server's refusal and keeps the picture it had", async () => {
    mockApi({
      'POST /api/admin/images': fail(1, '文件不是有效的图片（支持 JPEG、PNG、WebP、GIF）'),
    });
    renderInApp(<Logo initial="/api/gift/image/courier-1.svg" />, {
      path: '/admin/couriers',
    });
    const group = screen.getByRole('group', { name: '快递标志' });
    choose(group, new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('图片上传失败：文件不是有效的图片（支持 JPEG、PNG、WebP、GIF）')).toBeInTheDocument();
    expect(screen.getByLabelText('值')).toHaveTextContent('/api/gift/image/courier-1.svg');
  });
});

describe('ImagesField', () => {
  function Pictures({ max }: { max: number }) {
    const [value, setValue] = useState(['/a.webp', '/b.webp']);
    return (
      <>
        <ImagesField purpose="goods" max={max} value={value} onChange={setValue} aria-label="商品图片" />
        <output aria-label="值">{value.join(',')}</output>
      </>
    );
  }

  it('moves a picture forward, and offers no 上传图片 once max pictures are there', () => {
    mockApi({});
    renderInApp(<Pictures max={2} />, { path: '/admin/goods' });
    const group = screen.getByRole('group', { name: '商品图片' });
    expect(within(group).queryByRole('button', { name: /上传图片/ })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: '第 2 张前移' }));
    expect(screen.getByLabelText('值')).toHaveTextContent('/b.webp,/a.webp');
    fireEvent.click(within(group).getByRole('button', { name: '移除第 1 张' }));
    expect(screen.getByLabelText('值')).toHaveTextContent('/a.webp');
    expect(within(group).getByRole('button', { name: /上传图片/ })).toBeInTheDocument();
  });
});
