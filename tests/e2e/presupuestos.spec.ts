/**
 * Presupuesto a contrato sin conexión (issue 15, «How it must be shown», la parte que se hace en el
 * dispositivo): el comercial, sin red, crea un presupuesto desde una plantilla para un cliente suyo, añade
 * una línea y reparte tres cuotas (suman el total al céntimo), intenta aceptar y ve a la vez todo lo que
 * falta, lo completa (dirección, formas de pago, cuenta remesable, una ubicación y el dato requerido), lo
 * acepta, crea el contrato y genera el PDF, que descarga y lee sin red. Al volver la red la cola se vacía
 * y el servidor tiene el presupuesto aceptado con sus cuotas, el contrato y el PDF, una vez cada cosa.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { Coleccion } from '../../schemas';
import { textoPdf } from '../../src/lib/prueba/pdf';
import { PaginaLogin } from './paginas/login';
import { descargaCompleta, documentoPorPull, iniciarSesionApi } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'presupuestos', bd: 'pglite', proxy: true });

const campo = (pagina: Page, etiqueta: string): Locator => pagina.getByLabel(etiqueta, { exact: true });
const idDeUrl = (pagina: Page, patron: RegExp): string => {
  const m = patron.exec(new URL(pagina.url()).pathname);
  if (!m?.[1]) throw new Error(`La URL ${pagina.url()} no casa con ${patron}`);
  return m[1];
};
const centimos = (texto: string): number => Math.round(Number(texto.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
const texto = (v: unknown): string => (typeof v === 'string' ? v : '');

test('un comercial hace un presupuesto desde plantilla sin conexión, lo acepta con todo lo que faltaba, crea el contrato y el PDF; al volver la red sube una vez', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita proxy');
  const sello = Date.now().toString(36);
  const titulo = `Alarma de la tienda ${sello}`;

  // Un cliente de la delegación del comercial con una dirección activa y una cuenta remesable (datos de la demo).
  const token = (await iniciarSesionApi(servidor.url, 'comercial')).token;
  const demo = await descargaCompleta(servidor.url, token);
  const activos = (c: Coleccion) => [...(demo.get(c)?.values() ?? [])].filter((d) => typeof d.estado === 'number' && d.estado > 0);
  const direcciones = activos('direccion');
  const cuentas = activos('cuentabancaria').filter((c) => c.remesable === true);
  const cliente = activos('cliente').find((c) => direcciones.some((d) => d.idcliente === c.idcliente) && cuentas.some((k) => k.idcliente === c.idcliente));
  if (!cliente) throw new Error('la demo no tiene un cliente del comercial con dirección y cuenta remesable');
  const idcliente = texto(cliente.idcliente);
  const direccion = direcciones.find((d) => d.idcliente === idcliente);
  const cuenta = cuentas.find((k) => k.idcliente === idcliente);
  const plantilla = activos('plantillapresupuesto')[0];
  const requerido = activos('campodato').find((c) => c.idtabla === 106 && c.requerido === true);
  if (!direccion || !cuenta || !plantilla || !requerido) throw new Error('faltan datos de la demo (dirección, cuenta, plantilla o dato requerido)');

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, acceptDownloads: true });
  await activarDepuracion(contexto);
  const p = await contexto.newPage();

  await test.step('el comercial inicia sesión y la app queda instalada y descargada', async () => {
    await new PaginaLogin(p).iniciarSesion('comercial');
    await esperarServiceWorker(p);
    await esperarVigia(p);
    await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { message: 'la descarga inicial no termina', timeout: 180_000 }).toBe(true);
  });

  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();

  const id = await test.step('sin red: presupuesto desde la plantilla para el cliente', async () => {
    await p.goto(`/app/presupuestos/add-plantilla?idcliente=${encodeURIComponent(idcliente)}`);
    await expect(p.getByRole('heading', { name: 'Nuevo presupuesto · desde plantilla', level: 1 })).toBeVisible();
    await campo(p, 'Plantilla').selectOption({ label: texto(plantilla.nombre) });
    await expect(p.getByTestId('resumen-plantilla')).toBeVisible();
    await campo(p, 'Título').fill(titulo);
    await p.getByRole('button', { name: 'Crear presupuesto' }).click();
    await expect(p.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    return idDeUrl(p, /\/presupuestos\/([^/]+)$/);
  });

  const total = await test.step('añade una línea: el total se recalcula al céntimo', async () => {
    await p.goto(`/app/presupuestos/${id}/lineas`);
    await expect(p.getByTestId('linea').first()).toBeVisible();
    const antes = await p.getByTestId('linea').count();
    await p.getByRole('button', { name: 'Añadir línea' }).click();
    await campo(p, 'Descripción').fill('Sirena exterior con flash');
    await campo(p, 'Unidades').fill('2');
    await campo(p, 'Precio (€)').fill('49,95');
    await campo(p, 'Dto. %').fill('10');
    await expect(p.getByTestId('importe-linea')).toContainText('89,91');
    await p.getByRole('button', { name: 'Guardar línea' }).click();
    await expect(p.getByText('Línea añadida')).toBeVisible();
    await expect(p.getByTestId('linea')).toHaveCount(antes + 1);
    await p.goto(`/app/presupuestos/${id}`);
    const t = centimos((await p.getByTestId('total-presupuesto').textContent()) ?? '');
    const base = centimos((await p.getByTestId('base-presupuesto').textContent()) ?? '');
    expect(t).toBeGreaterThan(base);
    return t;
  });

  await test.step('reparte tres cuotas que suman el total', async () => {
    await p.goto(`/app/presupuestos/${id}/cuotas`);
    await p.getByRole('button', { name: 'Repartir en cuotas' }).click();
    await campo(p, 'Número de cuotas').fill('3');
    await campo(p, 'Forma de pago').selectOption({ label: 'Recibo domiciliado (SEPA)' });
    await p.getByRole('button', { name: 'Repartir', exact: true }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(p.getByTestId('cuota')).toHaveCount(3);
    const importes = await p.getByTestId('importe-cuota').allTextContents();
    expect(importes.map(centimos).reduce((a, b) => a + b, 0)).toBe(total);
    expect(Math.max(...importes.map(centimos)) - Math.min(...importes.map(centimos))).toBeLessThanOrEqual(1);
    await expect(p.getByTestId('resumen-cuotas')).toContainText('Las cuotas suman el total');
  });

  await test.step('intenta aceptar: ve a la vez todo lo que falta', async () => {
    await p.goto(`/app/presupuestos/${id}/aceptar`);
    const faltas = p.getByTestId('faltas-aceptar').getByRole('listitem');
    await expect(p.getByRole('heading', { name: 'Para aceptar el presupuesto falta:' })).toBeVisible();
    await expect(faltas).toHaveText([
      'La dirección de instalación',
      'La forma de pago',
      'La forma de pago de las cuotas',
      'Las ubicaciones',
      `El dato «${texto(requerido.etiqueta)}»`,
    ]);
  });

  await test.step('completa lo que faltaba: cabecera, ubicación y dato requerido', async () => {
    await p.getByRole('link', { name: 'La forma de pago', exact: true }).click();
    await expect(p.getByRole('heading', { name: 'Modificar presupuesto', level: 1 })).toBeVisible();
    await campo(p, 'Dirección de instalación').selectOption({ value: texto(direccion.iddireccion) });
    await campo(p, 'Forma de pago').selectOption({ label: 'Transferencia bancaria' });
    await campo(p, 'Forma de pago de las cuotas').selectOption({ label: 'Recibo domiciliado (SEPA)' });
    await campo(p, 'Cuenta bancaria').selectOption({ value: texto(cuenta.idcuenta_bancaria) });
    await p.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(p.getByText('Cambios guardados')).toBeVisible();

    await p.goto(`/app/presupuestos/${id}/ubicaciones`);
    await p.getByRole('button', { name: /^Añadir/ }).click();
    await campo(p, 'Descripción').fill('Entrada principal');
    await p.getByRole('button', { name: /^Guardar/ }).click();
    await expect(p.getByRole('cell', { name: 'Entrada principal' })).toBeVisible();

    await p.goto(`/app/datos/${id}/106/edit`);
    const dato = campo(p, texto(requerido.etiqueta));
    await expect(dato).toBeEnabled();
    const opciones = Array.isArray(requerido.opciones) ? requerido.opciones.map(texto) : [];
    const valor = opciones[1] ?? opciones[0] ?? 'Valor de prueba';
    if (opciones.length > 0) await dato.selectOption({ label: valor });
    else await dato.fill(valor);
    await p.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(p.getByRole('definition').filter({ hasText: valor })).toBeVisible();
  });

  await test.step('acepta el presupuesto y crea el contrato', async () => {
    await p.goto(`/app/presupuestos/${id}/aceptar`);
    await expect(p.getByText('Está todo lo necesario para aceptar el presupuesto.')).toBeVisible();
    await p.getByRole('button', { name: 'Aceptar presupuesto' }).click();
    await expect(p.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    await expect(p.getByText('Aceptado', { exact: true })).toBeVisible();
    await p.getByRole('link', { name: 'Crear contrato' }).click();
    await campo(p, 'Duración (meses)').fill('24');
    await p.getByRole('button', { name: 'Crear contrato' }).click();
    await expect(p.getByText('Contrato creado')).toBeVisible();
    await expect(p).toHaveURL(/\/app\/contratos\/[^/]+$/);
  });

  const idcontrato = idDeUrl(p, /\/contratos\/([^/]+)$/);

  await test.step('genera el PDF sin red y lo descarga: lleva el cliente, el número y el total', async () => {
    await p.goto(`/app/documentacion/presupuestos/${id}`);
    await p.getByRole('button', { name: 'Generar PDF' }).click();
    await expect(p.getByText('PDF guardado en la documentación del presupuesto')).toBeVisible();
    const descarga = p.waitForEvent('download');
    await p.getByRole('button', { name: 'Descargar' }).click();
    const ruta = await (await descarga).path();
    const { texto: contenido } = await textoPdf(new Uint8Array(await readFile(ruta)));
    expect(contenido).toContain(texto(cliente.nombre));
    expect(contenido).toContain(titulo);
    expect(contenido).toContain('Entrada principal');
    const euros = `${Math.trunc(total / 100)},${String(total % 100).padStart(2, '0')}`;
    expect(contenido.replace(/\./g, '')).toContain(euros);
  });

  await test.step('vuelve la red: la cola se vacía y el servidor lo tiene todo una vez', async () => {
    const pendientes = await colaLocal(p);
    expect(pendientes.length).toBeGreaterThan(8);
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 120_000 }).toBe(0);
    const servidorPresupuesto = await documentoPorPull(servidor.url, token, 'presupuestocli', id);
    expect(servidorPresupuesto).toMatchObject({ estado: 3, num_revision: 1, forma_pago_cuotas: 'domiciliacion', idcuenta_bancaria: cuenta.idcuenta_bancaria });
    expect(centimos(String(servidorPresupuesto?.total ?? '').replace('.', ','))).toBe(total);
    const contrato = await documentoPorPull(servidor.url, token, 'contrato', idcontrato);
    expect(contrato).toMatchObject({ idpresupuestocli: id, idcliente, duracion_meses: 24, estado: 1 });
    const todo = await descargaCompleta(servidor.url, token);
    const cuotas = [...(todo.get('cuotacontrato')?.values() ?? [])].filter((c) => c.idcontrato === idcontrato);
    expect(cuotas).toHaveLength(3);
    const ficheros = [...(todo.get('fichero')?.values() ?? [])].filter((f) => f.id === id && f.idtabla === 106);
    expect(ficheros).toHaveLength(1);
  });
  await contexto.close();
});
