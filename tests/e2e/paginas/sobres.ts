/**
 * Los sobres de firma en el navegador: generar el PDF de un presupuesto, enviarlo a firmar desde su
 * formulario, y la página pública de firma de un enlace (nombre, DNI, firma dibujada, aceptar y firmar).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { colaLocal } from '../soporte/navegador';

export interface Firmante {
  nombre: string;
  email: string;
  dni: string;
}

/** Dibuja un trazo en zigzag en el panel de firma. */
export const dibujarFirma = async (p: Page): Promise<void> => {
  const lienzo = p.getByRole('group', { name: 'Firma' }).locator('canvas');
  await lienzo.scrollIntoViewIfNeeded();
  const caja = await lienzo.boundingBox();
  if (!caja) throw new Error('el panel de firma no es visible');
  await p.mouse.move(caja.x + 20, caja.y + caja.height / 2);
  await p.mouse.down();
  for (let i = 1; i <= 10; i++) await p.mouse.move(caja.x + 20 + i * ((caja.width - 40) / 10), caja.y + caja.height / 2 + (i % 2 === 0 ? -50 : 50), { steps: 3 });
  await p.mouse.up();
  await expect(p.getByRole('group', { name: 'Firma' }).getByText('Firmado', { exact: true })).toBeVisible();
};

/** Genera el PDF del presupuesto en su documentación y espera a que suba. */
export const generarPdf = async (p: Page, idpresupuestocli: string): Promise<void> => {
  await p.goto(`/app/documentacion/presupuestos/${idpresupuestocli}`);
  await p.getByRole('button', { name: 'Generar PDF' }).click();
  await expect(p.getByText('PDF guardado en la documentación del presupuesto')).toBeVisible();
  await expect.poll(async () => (await colaLocal(p)).length, { timeout: 60_000 }).toBe(0);
};

/** 'Enviar a firmar' con el PDF más reciente a estos firmantes; devuelve el id del sobre. */
export const enviarAFirmar = async (p: Page, idpresupuestocli: string, firmantes: readonly Firmante[]): Promise<string> => {
  await p.goto(`/app/presupuestos/${idpresupuestocli}/sobres/enviar`);
  const documento = p.getByLabel('Documento', { exact: true });
  await expect(documento.locator('option')).not.toHaveCount(1);
  const valor = await documento.locator('option').nth(1).getAttribute('value');
  await documento.selectOption(valor ?? '');
  const filas = p.getByTestId('destinatario');
  while ((await filas.count()) < firmantes.length) await p.getByRole('button', { name: 'Añadir destinatario' }).click();
  for (const [i, f] of firmantes.entries()) {
    const fila = filas.nth(i);
    await fila.getByLabel('Nombre', { exact: true }).fill(f.nombre);
    await fila.getByLabel('Correo electrónico', { exact: true }).fill(f.email);
  }
  await p.getByRole('button', { name: 'Enviar a firmar' }).click();
  await expect(p.getByText('Sobre enviado')).toBeVisible();
  await expect(p).toHaveURL(/\/sobres\/[^/]+$/);
  return new URL(p.url()).pathname.split('/').pop() ?? '';
};

/** Firma desde el enlace, sin sesión, en un navegador propio. */
export const firmarConEnlace = async (browser: Browser, enlace: string, f: Firmante): Promise<void> => {
  const c = await browser.newContext();
  try {
    const firmante = await c.newPage();
    await firmante.goto(enlace);
    await expect(firmante.getByRole('heading', { name: 'Firma del presupuesto', level: 1 })).toBeVisible();
    await firmante.getByLabel('Nombre y apellidos', { exact: true }).fill(f.nombre);
    await firmante.getByLabel('DNI', { exact: true }).fill(f.dni);
    await dibujarFirma(firmante);
    await firmante.getByLabel('He leído el documento y acepto firmarlo').check();
    await firmante.getByRole('button', { name: 'Firmar', exact: true }).click();
    await expect(firmante.getByText('Documento firmado. Gracias.')).toBeVisible();
  } finally {
    await c.close();
  }
};

/** Abre un enlace que ya no sirve: el mensaje en español y ningún botón para firmar. */
export const enlaceRechazado = async (browser: Browser, enlace: string, mensaje: string): Promise<void> => {
  const c = await browser.newContext();
  try {
    const otra = await c.newPage();
    await otra.goto(enlace);
    await expect(otra.getByText(mensaje)).toBeVisible();
    await expect(otra.getByRole('button', { name: 'Firmar', exact: true })).toHaveCount(0);
  } finally {
    await c.close();
  }
};
