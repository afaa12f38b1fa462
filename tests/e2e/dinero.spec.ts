/**
 * Dinero que casa con una calculadora, al céntimo (issue 29, decisión 53), de punta a punta: un comercial
 * crea un presupuesto en blanco, añade una línea de 1,70 € × 3 unidades con el 15 % de descuento y ve
 * 4,34 € (4,335 redondeado a la mitad lejos del cero; con coma flotante salía 4,33), y otra de 1.208,55 €:
 * base 1.212,89 €, IVA 254,71 €, total 1.467,60 € (con el separador de miles; antes 1.212,88 / 254,70 /
 * 1.467,58). Después, 2,05 € × 2 con el 5 % al 10 % de IVA: 3,895 → 3,90 € (antes 3,89), con el IVA de
 * cada tipo sobre su base. Lo lee en el PDF del presupuesto y el servidor guarda lo mismo (la línea y el
 * presupuesto, recalculados allí).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { textoPdf } from '../../src/lib/prueba/pdf';
import { PaginaLogin } from './paginas/login';
import { activos, descargaCompleta, documentoPorPull, iniciarSesionApi, texto } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarVigia, estadoMotor } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'dinero', bd: 'pglite' });

const campo = (pagina: Page, etiqueta: string): Locator => pagina.getByLabel(etiqueta, { exact: true });
/** El texto tal como se ve: el espacio duro antes de '€' como espacio. */
const visto = (s: string | null): string => (s ?? '').replace(/\u00a0/g, ' ').trim();

test('1,70 € × 3 con el 15 % son 4,34 €: en la línea, los totales, el PDF y el servidor', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const { servidor } = entorno.actual;
  const token = (await iniciarSesionApi(servidor.url, 'comercial')).token;
  const cliente = activos(await descargaCompleta(servidor.url, token), 'cliente')[0];
  if (!cliente) throw new Error('el comercial de la demo no tiene clientes');
  const titulo = `Dinero al céntimo ${Date.now().toString(36)}`;

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, acceptDownloads: true });
  await activarDepuracion(contexto);
  const p = await contexto.newPage();
  await new PaginaLogin(p).iniciarSesion('comercial');
  await esperarVigia(p);
  await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { message: 'la descarga inicial no termina', timeout: 120_000 }).toBe(true);

  const id = await test.step('crea un presupuesto en blanco para un cliente', async () => {
    await p.goto(`/app/presupuestos/add?idcliente=${encodeURIComponent(texto(cliente.idcliente))}`);
    await campo(p, 'Título').fill(titulo);
    await p.getByRole('button', { name: 'Crear presupuesto' }).click();
    await expect(p.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    const m = /\/presupuestos\/([^/]+)$/.exec(new URL(p.url()).pathname);
    if (!m?.[1]) throw new Error(`URL inesperada: ${p.url()}`);
    return m[1];
  });

  const linea = async (descripcion: string, unidades: string, precio: string, dto: string, importe: string, iva = '21 %'): Promise<void> => {
    await p.getByRole('button', { name: 'Añadir línea' }).click();
    await campo(p, 'Descripción').fill(descripcion);
    await campo(p, 'Unidades').fill(unidades);
    await campo(p, 'Precio (€)').fill(precio);
    await campo(p, 'Dto. %').fill(dto);
    await campo(p, 'IVA %').selectOption({ label: iva });
    await expect.poll(async () => visto(await p.getByTestId('importe-linea').textContent())).toBe(`Importe: ${importe}`);
    await p.getByRole('button', { name: 'Guardar línea' }).click();
    await expect(p.getByText('Línea añadida')).toBeVisible();
  };

  await test.step('añade 1,70 € × 3 con el 15 %: ve 4,34 € (no 4,33 €), y una línea de 1.208,55 €', async () => {
    await p.goto(`/app/presupuestos/${id}/lineas`);
    await linea('Detector con descuento', '3', '1,70', '15', '4,34 €');
    await linea('Central de intrusión', '1', '1208,55', '0', '1.208,55 €');
    await expect(p.getByTestId('linea')).toHaveCount(2);
    await expect.poll(async () => visto(await p.getByTestId('resumen-totales').textContent())).toBe('Base 1.212,89 € · IVA 254,71 € · Total 1.467,60 €');
  });

  await test.step('la ficha del presupuesto: base, IVA del 21 % sobre la base y total', async () => {
    await p.goto(`/app/presupuestos/${id}`);
    await expect.poll(async () => visto(await p.getByTestId('base-presupuesto').textContent())).toBe('1.212,89 €');
    await expect.poll(async () => visto(await p.getByTestId('total-presupuesto').textContent())).toBe('1.467,60 €');
    await expect.poll(async () => visto(await p.getByTestId('totales-presupuesto').textContent())).toContain('IVA 21 % sobre 1.212,89 €254,71 €');
  });

  await test.step('añade 2,05 € × 2 con el 5 % al 10 % de IVA: ve 3,90 € (no 3,89 €) y el IVA de cada tipo sobre su base', async () => {
    await p.goto(`/app/presupuestos/${id}/lineas`);
    await linea('Pulsador con descuento', '2', '2,05', '5', '3,90 €', '10 %');
    await expect(p.getByTestId('linea')).toHaveCount(3);
    await expect.poll(async () => visto(await p.getByTestId('resumen-totales').textContent())).toBe('Base 1.216,79 € · IVA 255,10 € · Total 1.471,89 €');
    await p.goto(`/app/presupuestos/${id}`);
    await expect.poll(async () => visto(await p.getByTestId('total-presupuesto').textContent())).toBe('1.471,89 €');
    // El desglose por tipo sale de las líneas, que la ficha lee después de la cabecera.
    const totales = async () => visto(await p.getByTestId('totales-presupuesto').textContent());
    await expect.poll(totales).toContain('IVA 21 % sobre 1.212,89 €254,71 €');
    await expect.poll(totales).toContain('IVA 10 % sobre 3,90 €0,39 €');
  });

  await test.step('el PDF lleva 4,34 € y 3,90 € en las líneas y los mismos totales', async () => {
    await p.goto(`/app/documentacion/presupuestos/${id}`);
    await p.getByRole('button', { name: 'Generar PDF' }).click();
    await expect(p.getByText('PDF guardado en la documentación del presupuesto')).toBeVisible();
    const descarga = p.waitForEvent('download');
    await p.getByRole('button', { name: 'Descargar' }).click();
    const { texto: contenido } = await textoPdf(new Uint8Array(await readFile(await (await descarga).path())));
    const pdf = visto(contenido).replace(/\s+/g, ' ');
    for (const cifra of ['1,70 €', '4,34 €', '2,05 €', '3,90 €', '1.208,55 €', '1.216,79 €', '254,71 €', '0,39 €', '1.471,89 €']) expect(pdf).toContain(cifra);
    expect(pdf).not.toContain('4,33 €');
    expect(pdf).not.toContain('3,89 €');
  });

  await test.step('el servidor guarda 4,34, 3,90 y los totales al céntimo', async () => {
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 60_000 }).toBe(0);
    const presupuesto = await documentoPorPull(servidor.url, token, 'presupuestocli', id);
    expect(presupuesto).toMatchObject({ base: 1216.79, cuota_iva: 255.1, total: 1471.89 });
    const lineas = [...((await descargaCompleta(servidor.url, token)).get('lpresupuestocli')?.values() ?? [])].filter((l) => l.idpresupuestocli === id);
    expect(lineas.map((l) => l.importe).sort((a, b) => Number(a) - Number(b))).toEqual([3.9, 4.34, 1208.55]);
  });

  await contexto.close();
});
