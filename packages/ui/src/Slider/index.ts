export { cardWidthSliderProps, Slider } from './Slider';
export type { SliderProps } from './Slider';
