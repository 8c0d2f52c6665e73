import { describe, expect, it } from 'vitest';
import { sanitizeContent, sanitizeTitle } from './sanitize';

describe('content sanitising', () => {
  it("keeps basic formatting, this site's images and those of the operator's image hosts", () => {
    const html = '<p><b>bold</b> <em>it</em></p><img src="/uploads/banner/1" alt="a" />';
    expect(sanitizeContent(html)).toBe(html);
    const hosted = '<img src="https://cdn.example.com/a.png" alt="a" />';
    expect(sanitizeContent(hosted, ['https://cdn.example.com'])).toBe(hosted);
  });

  it.each([
    '<img src="https://tracker.example/pixel.png?reader=1">',
    '<img src="http://cdn.example.com/a.png">',
    '<img src="//cdn.example.com/a.png">',
    '<img src="/\\tracker.example/a.png">',
    '<img src="https://cdn.example.com.tracker.example/a.png">',
  ])('drops a remote image: %s', (input) => {
    expect(sanitizeContent(`<p>hi</p>${input}`, ['https://cdn.example.com'])).toBe('<p>hi</p>');
  });

  it.each([
    ['<script>alert(1)</script>hi', 'hi'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<div style="position:fixed;top:0">x</div>', '<div>x</div>'],
    ['<svg onload=alert(1)>', ''],
    ['<a href="//evil.example">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
  ])('cleans %s', (input, expected) => {
    expect(sanitizeContent(input)).toBe(expected);
  });

  it('never lets an event handler or a script through', () => {
    const out = sanitizeContent('<p onclick="x()" style="color:red">a</p><SCRIPT>b</SCRIPT><object data="x"></object>');
    expect(out).toBe('<p style="color:red">a</p>');
  });

  it('makes titles plain text', () => {
    expect(sanitizeTitle('<b>Hello</b> &amp; <script>alert(1)</script>world')).toBe('Hello & world');
    expect(sanitizeTitle('&lt;img src=x onerror=alert(1)&gt;')).toBe('img src=x onerror=alert(1)');
    expect(sanitizeTitle('  a   b  ')).toBe('a b');
  });
});
