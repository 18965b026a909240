import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml (the storefront renderer)', () => {
  it('keeps what the admin editor makes and removes anything executable', () => {
    expect(sanitizeHtml('<p>Hi <strong>there</strong><script>alert(1)</script></p>')).toBe(
      '<p>Hi <strong>there</strong></p>',
    );
    expect(sanitizeHtml('<img src="x.png" onerror="alert(2)">')).toBe('<img src="x.png">');
    expect(sanitizeHtml('<a href="javascript:alert(3)">go</a>')).toBe('<a>go</a>');
    expect(
      sanitizeHtml('<p style="color:red" class="x">Rice</p><iframe src="https://e.example"></iframe>'),
    ).toBe('<p>Rice</p>');
    expect(sanitizeHtml('<a href="https://ok.example" target="_blank">ok</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });
});
