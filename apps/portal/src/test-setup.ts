import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dealerGroupsPath } from './edge/start-script/dealer-groups-path.ts';

// The start script's tests run its source: the constant its build puts in (server/start-script.ts)
// is a global here. (Not a \`define\` in vitest.config.ts: loading the config resolves packages by
// their builds, which the unit tests do not wait for.)
Object.assign(globalThis, { __DEALER_GROUPS_PATH__: dealerGroupsPath });

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
