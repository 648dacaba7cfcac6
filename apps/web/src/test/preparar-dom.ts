import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom no trae lo que Mantine consulta al montar (media queries, tamaño de elementos).
window.matchMedia ??= (consulta: string) =>
  ({
    matches: false,
    media: consulta,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

Element.prototype.scrollIntoView ??= () => {};

// Sin globales de Vitest, Testing Library no desmonta sola entre pruebas.
afterEach(() => cleanup());
