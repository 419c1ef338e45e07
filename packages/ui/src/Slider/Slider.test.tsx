import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cardWidthSliderProps, Slider } from './Slider';

describe('Slider', () => {
  it('steps the card width by 2 within 250-768 and shows the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Slider label="Card width" {...cardWidthSliderProps} defaultValue={554} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Card width' });
    expect(slider).toHaveAttribute('min', '250');
    expect(slider).toHaveAttribute('max', '768');
    expect(slider).toHaveAttribute('step', '2');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(556);
    expect(screen.getByRole('status')).toHaveTextContent('556');
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(768);
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(250);
  });

  it('does not move when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Slider label="Opacity" isDisabled onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('slider', { name: 'Opacity' })).toBeDisabled();
  });
});
