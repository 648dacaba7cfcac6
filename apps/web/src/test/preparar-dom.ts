import { cleanup, configure } from '@testing-library/react';
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

// `findBy…` y `waitFor` esperan hasta 30 s y no 1 s: con la máquina ocupada, montar un modal puede pasar de 1 s. Es
// solo la red de seguridad: lo que nunca aparece falla igual, más tarde.
configure({ asyncUtilTimeout: 30_000 });

// Sin globales de Vitest, Testing Library no desmonta sola entre pruebas.
afterEach(() => cleanup());
