import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './components/composer';

describe('Composer', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '  Hello there  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello there');
    expect(box).toHaveValue('');
  });

  it('Shift+Enter makes a new line instead of sending', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('line one\nline two');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('line one\nline two');
  });

  it('does not send blank text; the button is disabled', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
  });

  it('starts with a pre-filled question, focused, caret at the end', async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} initialText="Hi Ana, I have a question about the farm: " />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'are dogs welcome?{Enter}');
    expect(onSend).toHaveBeenCalledWith(
      'Hi Ana, I have a question about the farm: are dogs welcome?',
    );
  });
});
