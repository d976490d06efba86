import type { Config } from 'tailwindcss';

// The palette lives here and only here: components use these names, never literal colours.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#F3F7FB',
          100: '#E6EEF6',
          200: '#C7D8EA',
          300: '#93B4D6',
          500: '#1F6FB0',
          600: '#17588F',
          700: '#124470',
          800: '#0E3356',
          900: '#0A2540',
          950: '#061A2E',
        },
        accent: {
          50: '#E9F7F3',
          100: '#CDEFE6',
          300: '#6FD1B8',
          500: '#10977E',
          600: '#0B7A66',
          700: '#085F50',
        },
        ink: {
          DEFAULT: '#1E293B',
          muted: '#475569',
          subtle: '#64748B',
          line: '#E2E8F0',
        },
      },
      fontFamily: {
        sans: ['var(--font-latin)', 'var(--font-cyrillic)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      maxWidth: {
        prose: '70ch',
      },
    },
  },
};

export default config;
