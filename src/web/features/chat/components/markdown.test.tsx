// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageMarkdown } from './markdown.tsx';

afterEach(cleanup);

describe('MessageMarkdown', () => {
  it("puts a reply's headings one level below the page's own h1", () => {
    render(<MessageMarkdown content={'# Problem\n\ntext\n\n## Users\n\n### Needs'} streaming={false} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Problem');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Users');
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Needs');
  });

  it('never runs raw HTML in a reply', () => {
    const { container } = render(
      <MessageMarkdown content={'<img src=x onerror="alert(1)"> **bold**'} streaming={false} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
  });
});
