import { createTheme } from '@mantine/core';

export const mantineTheme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  cursorType: 'pointer',
});
