/**
 * Modelos de página de las pruebas de fallos: el detalle de un cambio de la cola de subida
 * (/app/sincronizacion/sync-uploads/<id>: estado, motivo del error, 'Reintentar', 'Descartar' con su
 * 'Confirmación') y volver a entrar desde la pantalla de entrada en la que ya está la página (sin
 * navegar: tras un 403 o una inactividad la app ya la muestra).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { CONTRASENA_DEMO } from '../soporte/api';
import { PaginaLogin, PaginaMenu } from './login';

export class PaginaCambioPendiente {
  readonly pagina: Page;
  readonly titulo: Locator;
  readonly estado: Locator;
  readonly error: Locator;
  readonly reintentar: Locator;
  readonly descartar: Locator;
  readonly dialogo: Locator;
  readonly descartado: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.titulo = pagina.getByRole('heading', { name: 'Cambio pendiente' });
    const dato = (nombre: string): Locator => pagina.locator('dl.detalle > div').filter({ has: pagina.locator('dt', { hasText: new RegExp(`^${nombre}$`) }) }).locator('dd');
    this.estado = dato('Estado');
    this.error = dato('Error');
    this.reintentar = pagina.getByRole('button', { name: 'Reintentar' });
    this.descartar = pagina.getByRole('button', { name: 'Descartar' });
    this.dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
    this.descartado = pagina.getByText('Cambio descartado');
  }

  async abrir(idsync_upload: string): Promise<void> {
    await this.pagina.goto(`/app/sincronizacion/sync-uploads/${idsync_upload}`);
    await expect(this.titulo).toBeVisible();
  }

  /** 'Descartar' y 'Aceptar' en la Confirmación. */
  async descartarConfirmando(): Promise<void> {
    await this.descartar.click();
    await expect(this.dialogo).toBeVisible();
    await this.dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(this.dialogo).toHaveCount(0);
  }
}

/** Rellena la entrada que ya muestra la página (sin ir a /app/) y espera el menú principal. */
export const entrarDesdeAqui = async (pagina: Page, usuario: string, contrasena = CONTRASENA_DEMO): Promise<PaginaMenu> => {
  const login = new PaginaLogin(pagina);
  await expect(login.titulo).toBeVisible({ timeout: 120_000 });
  await login.usuario.fill(usuario);
  await login.contrasena.fill(contrasena);
  await login.entrar.click();
  const menu = new PaginaMenu(pagina);
  await expect(menu.titulo).toBeVisible({ timeout: 60_000 });
  return menu;
};

/** 'Cerrar sesión' en la cabecera; con cambios sin subir, acepta la Confirmación que lo avisa. */
export const cerrarSesionConPendientes = async (pagina: Page, pendientes: number): Promise<void> => {
  await new PaginaMenu(pagina).cerrarSesion.click();
  const dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
  await expect(dialogo).toContainText(`Tienes ${pendientes.toLocaleString('es-ES')} cambios sin subir al servidor`);
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(new PaginaLogin(pagina).titulo).toBeVisible({ timeout: 60_000 });
};
