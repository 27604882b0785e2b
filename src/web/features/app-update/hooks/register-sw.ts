/**
 * The one import of vite-plugin-pwa's virtual module. It exists only in a Vite build with the PWA plugin, so unit
 * tests replace this file with vi.mock instead.
 */
export { useRegisterSW } from 'virtual:pwa-register/react';
