import { describe, expect, it } from 'vitest';
import { completeStreamingMarkdown, splitMarkdownBlocks } from './streaming-markdown.ts';

describe('completeStreamingMarkdown', () => {
  it('closes a code fence that is still open', () => {
    expect(completeStreamingMarkdown('Try this:\n\n```ts\nconst a = 1;')).toBe(
      'Try this:\n\n```ts\nconst a = 1;\n```',
    );
    expect(completeStreamingMarkdown('~~~~\ncode\n')).toBe('~~~~\ncode\n~~~~');
  });

  it('leaves finished code blocks and inline syntax inside them alone', () => {
    const done = '```\n**not bold\n```\nAfter';
    expect(completeStreamingMarkdown(done)).toBe(done);
    expect(completeStreamingMarkdown('```js\nconst s = "`";')).toBe('```js\nconst s = "`";\n```');
  });

  it('closes bold, italic, strike and inline code on the last line', () => {
    expect(completeStreamingMarkdown('This is **very')).toBe('This is **very**');
    expect(completeStreamingMarkdown('This is **very ')).toBe('This is **very**');
    expect(completeStreamingMarkdown('An *idea')).toBe('An *idea*');
    expect(completeStreamingMarkdown('Run `npm')).toBe('Run `npm`');
    expect(completeStreamingMarkdown('Not ~~this')).toBe('Not ~~this~~');
    expect(completeStreamingMarkdown('**Done** and *done*')).toBe('**Done** and *done*');
  });

  it('does not mistake a list bullet for emphasis', () => {
    expect(completeStreamingMarkdown('* first item')).toBe('* first item');
    expect(completeStreamingMarkdown('* first **item')).toBe('* first **item**');
  });

  it('holds back a marker with nothing after it yet', () => {
    expect(completeStreamingMarkdown('Next **')).toBe('Next ');
    expect(completeStreamingMarkdown('Intro\n``')).toBe('Intro');
  });

  it('shows the text of a link whose address has not arrived', () => {
    expect(completeStreamingMarkdown('See [the docs](https://exa')).toBe('See the docs');
    expect(completeStreamingMarkdown('See [the do')).toBe('See the do');
    expect(completeStreamingMarkdown('See [the docs](https://example.com).')).toBe(
      'See [the docs](https://example.com).',
    );
  });

  it('keeps an empty text empty', () => {
    expect(completeStreamingMarkdown('')).toBe('');
  });
});

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines but never inside a code fence', () => {
    expect(splitMarkdownBlocks('# Title\n\nPara one\nstill one\n\n```\na\n\nb\n```\n\nEnd')).toEqual([
      '# Title',
      'Para one\nstill one',
      '```\na\n\nb\n```',
      'End',
    ]);
  });

  it('keeps an indented continuation with its list item', () => {
    expect(splitMarkdownBlocks('- item\n\n  more of the item\n\nAfter')).toEqual([
      '- item\n\n  more of the item',
      'After',
    ]);
  });

  it('keeps a table in one block', () => {
    const table = '| a | b |\n| - | - |\n| 1 | 2 |';
    expect(splitMarkdownBlocks(`Intro\n\n${table}`)).toEqual(['Intro', table]);
  });
});
