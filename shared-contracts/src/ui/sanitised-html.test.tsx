import { render, screen, waitFor } from '@testing-library/react';
import { useRestoredStyles, useSanitisedHtml } from './sanitised-html';

function Html({ html }: { html: string }) {
  const clean = useSanitisedHtml(html);
  const ref = useRestoredStyles(clean);
  if (clean === null) return null;
  return <div data-testid="html" ref={ref} dangerouslySetInnerHTML={{ __html: clean }} />;
}

describe('sanitised HTML under a strict CSP', () => {
  it('drops scripts and handlers, and re-applies style attributes through the CSSOM', async () => {
    const { rerender } = render(<Html html={'<p style="color: red; font-weight: bold">甲</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />);
    const root = await screen.findByTestId('html');
    const p = root.querySelector('p')!;
    expect(p.style.color).toBe('red');
    expect(p.style.fontWeight).toBe('bold');
    expect(root.innerHTML).not.toMatch(/script|onerror|data-sanitised-style/);

    rerender(<Html html={'<p style="color: blue">乙</p>'} />);
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe('乙'));
    expect(screen.getByTestId('html').querySelector('p')!.style.color).toBe('blue');
  });

  it('hands over markup without style attributes (what the browser parses)', async () => {
    let markup: string | null = null;
    function Probe() {
      markup = useSanitisedHtml('<span style="color: red">x</span>');
      return null;
    }
    render(<Probe />);
    await waitFor(() => expect(markup).not.toBeNull());
    expect(markup).toBe('<span data-sanitised-style="color: red">x</span>');
  });
});
