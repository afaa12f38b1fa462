/**
 * Modelos de página de la sincronización: el resumen (/app/sincronizacion/) con la conexión y los
 * contadores, y la cola de subida (/app/sincronizacion/sync-uploads) con sus entradas.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class PaginaSincronizacion {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly conConexion: Locator;
  readonly sinConexion: Locator;
  readonly pendientes: Locator;
  readonly fallidos: Locator;
  readonly masAntiguo: Locator;
  readonly ultimoPull: Locator;
  readonly sincronizarAhora: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Sincronización', exact: true });
    this.conConexion = pagina.getByText('Con conexión', { exact: true });
    this.sinConexion = pagina.getByText('Sin conexión', { exact: true });
    this.pendientes = pagina.getByTestId('sync-pendientes');
    this.fallidos = pagina.getByTestId('sync-fallidos');
    this.masAntiguo = pagina.getByTestId('sync-mas-antiguo');
    this.ultimoPull = pagina.getByTestId('sync-ultimo-pull');
    this.sincronizarAhora = pagina.getByRole('button', { name: 'Sincronizar ahora' });
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/sincronizacion/');
    await expect(this.titulo).toBeVisible();
  }
}

export class PaginaColaSubida {
  readonly pagina: Page;
  readonly titulo: Locator;
  /** Entradas por subir: las que muestran el estado 'Nuevo' o 'Pendiente'. */
  readonly porSubir: Locator;
  readonly fallidas: Locator;
  readonly vacia: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Cola de subida' });
    this.porSubir = pagina.getByText(/^(Nuevo|Pendiente)$/);
    this.fallidas = pagina.getByText('Fallido', { exact: true });
    this.vacia = pagina.getByText('No hay cambios pendientes de subir');
  }

  async abrir(): Promise<void> {
    await this.pagina.goto('/app/sincronizacion/sync-uploads');
    await expect(this.titulo).toBeVisible();
  }

  /** Espera a que la cola se vacíe (sin recargar la página). */
  async esperarVacia(timeout = 120_000): Promise<void> {
    await expect(this.vacia).toBeVisible({ timeout });
    await expect(this.porSubir).toHaveCount(0);
    await expect(this.fallidas).toHaveCount(0);
  }
}
