import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks a few browser APIs that Radix primitives call (the channel picker's radio group,
// the toasts' swipe); inert stand-ins are enough here, as in ui-kit's set-up.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// (Tests of build-time code run in Node, without a window: see src/edge/prerender.tsx.)
const elementProto = globalThis.window?.HTMLElement.prototype;
if (elementProto && !elementProto.hasPointerCapture) {
  elementProto.hasPointerCapture = () => false;
  elementProto.setPointerCapture = () => {};
  elementProto.releasePointerCapture = () => {};
}

afterEach(() => cleanup());
