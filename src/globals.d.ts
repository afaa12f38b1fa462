/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
import type { MotorSync } from '../replication/cliente';
import type { VigiaDatabase } from '../replication/cliente';

declare global {
  /** Versión de package.json, inyectada por Vite (`define` en vite.config.ts). */
  const __APP_VERSION__: string;

  interface Window {
    /**
     * Acceso para las pruebas end-to-end y la depuración: solo existe en desarrollo o cuando
     * localStorage 'vigia.depuracion' vale '1'.
     */
    vigia?: { db: VigiaDatabase; motor: MotorSync };
  }
}

export {};
