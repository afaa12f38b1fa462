/**
 * Sistemas de punta a punta, como supervisor: 'Sistemas' en el menú, búsqueda por número y ficha; cada
 * subpantalla (órdenes, datos personalizados → /datos/{id}/96, revisiones, vías de comunicación, cuotas
 * en EUR, subsistemas, teléfonos); 'Modificar' con la descripción vacía muestra 'Campo requerido' y no
 * guarda, y con una válida llega al servidor; en el plano (una imagen subida como fichero del sistema) se
 * coloca un material pulsando sobre la imagen y después escribiendo la posición (la alternativa de
 * teclado), y el servidor guarda las dos posiciones; en los avisos al cliente se marca uno como leído.
 * Sin conexión, el técnico llega desde su parte a las revisiones (marca una realizada), los servicios y el
 * material del sistema; al volver la red el servidor tiene la revisión realizada con ese parte.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { PaginaPartesOffline } from './paginas/offline';
import { PaginaAvisos, PaginaEditarSistema, PaginaPlano, PaginaSistemas } from './paginas/sistemas';
import { delPadre, descargaCompleta, documentoPorPull, iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarListoSinConexion, esperarVigia } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'sistemas', bd: 'pglite' });

const NOMBRE_PLANO = 'plano-planta-baja.png';

/** Infracciones de axe graves o críticas (WCAG 2.1 A/AA), con los nodos para el mensaje. */
const infraccionesGraves = async (pagina: Page): Promise<string[]> => {
  const r = await new AxeBuilder({ page: pagina }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

interface Elegido {
  idsistema: string;
  idcliente: string;
  numero: string;
  idaviso: string;
}

test('el supervisor recorre un sistema, lo modifica, coloca material en su plano y marca un aviso leído', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const url = entorno.actual.servidor.url;
  const { token } = await iniciarSesionApi(url, 'admin');

  const elegido = await test.step('un sistema activo con material y un aviso sin leer', async (): Promise<Elegido> => {
    const todo = await descargaCompleta(url, token);
    const valores = (c: Parameters<typeof todo.get>[0]) => [...(todo.get(c)?.values() ?? [])];
    const conOrden = new Set(valores('ordentrabajo').map((o) => String(o.idsistema)));
    // Lo de cada sistema no baja a la oficina sin pedirlo (decisiones 90 y 91): se pide el de cada candidato.
    const conMaterial = async (idsistema: string): Promise<boolean> =>
      [...(await delPadre(url, token, 'materialsistema', idsistema)).values()].some((m) => Number(m.estado) > 0);
    for (const s of valores('sistema')) {
      const idsistema = String(s.idsistema);
      if (Number(s.estado) <= 0 || !conOrden.has(idsistema)) continue;
      const aviso = [...(await delPadre(url, token, 'clienteaviso', idsistema)).values()].find((a) => a.leido === false && Number(a.estado) > 0);
      if (aviso && (await conMaterial(idsistema))) {
        return { idsistema, idcliente: String(s.idcliente), numero: String(s.numero), idaviso: String(aviso.idcliente_aviso) };
      }
    }
    throw new Error('la demo no tiene un sistema activo con material, órdenes y un aviso sin leer');
  });

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();

  const idfichero = crypto.randomUUID();
  await test.step('el plano: una imagen PNG subida como fichero del sistema (idtabla 96)', async () => {
    await pagina.setViewportSize({ width: 800, height: 500 });
    await pagina.setContent('<body style="margin:0;background:#f4f1ea"><div style="margin:40px;height:400px;border:6px solid #333"></div></body>');
    const png = await pagina.screenshot({ type: 'png' });
    await pagina.setViewportSize({ width: 1280, height: 900 });
    await llamarRpc(url, token, 'fichero.subirSync', {
      idsync_upload: crypto.randomUUID(),
      creado: new Date().toISOString(),
      params: {
        doc: { idfichero, idtabla: 96, id: elegido.idsistema, nombre: NOMBRE_PLANO, tipo: 'image/png', tamano: png.length },
        contenido: png.toString('base64'),
      },
    });
  });

  await new PaginaLogin(pagina).iniciarSesion('admin');
  const lista = new PaginaSistemas(pagina);
  const ficha = await test.step("menú 'Sistemas', búsqueda por número y ficha", async () => {
    await pagina.getByRole('link', { name: 'Sistemas', exact: true }).first().click();
    await expect(lista.titulo).toBeVisible();
    await expect(lista.filas.first()).toBeVisible({ timeout: 60_000 });
    const f = await lista.abrirSistema(elegido.numero);
    await expect(f.dato('Número')).toHaveText(elegido.numero);
    expect(await infraccionesGraves(pagina), 'ficha del sistema').toEqual([]);
    return f;
  });
  const rutaFicha = `/app/sistemas/${elegido.idsistema}`;

  await test.step('cada subpantalla del sistema', async () => {
    const listas: readonly (readonly [string, string])[] = [
      ['Órdenes del sistema', 'Órdenes del sistema'],
      ['Revisiones', 'Revisiones'],
      ['Vías de comunicación', 'Vías de comunicación'],
      ['Cuotas', 'Cuotas'],
      ['Subsistemas y zonas', 'Subsistemas y zonas'],
    ];
    for (const [enlace, titulo] of listas) {
      await ficha.seccion(enlace).click();
      const sub = pagina.getByRole('heading', { name: `${titulo} · ${elegido.numero}`, level: 1 });
      await expect(sub, enlace).toBeVisible();
      const tabla = pagina.getByRole('table', { name: `${titulo} · ${elegido.numero}` });
      await expect(tabla.locator('tbody tr').first(), `${enlace} con filas`).toBeVisible();
      if (enlace === 'Cuotas') await expect(tabla.locator('tbody tr').first()).toContainText('€');
      await pagina.getByRole('link', { name: 'Volver al sistema' }).click();
      await expect(ficha.titulo).toBeVisible();
    }
    await ficha.seccion('Teléfonos del sistema').click();
    await expect(pagina.getByRole('heading', { name: /^Teléfonos del sistema /, level: 1 })).toBeVisible();
    await pagina.goBack();
    await expect(ficha.titulo).toBeVisible();
    await ficha.seccion('Datos personalizados').click();
    await expect.poll(() => new URL(pagina.url()).pathname).toBe(`/app/datos/${elegido.idsistema}/96`);
    await pagina.goto(rutaFicha);
    await expect(ficha.titulo).toBeVisible();
  });

  const nuevaDescripcion = `Sistema revisado ${Date.now()}`;
  await test.step("'Modificar': descripción vacía → 'Campo requerido'; válida → guardada en el servidor", async () => {
    const form = new PaginaEditarSistema(pagina);
    await ficha.modificar.click();
    await expect(form.titulo).toBeVisible();
    await form.descripcion.fill('');
    await form.guardar.click();
    await expect(form.error('Campo requerido')).toBeVisible();
    await expect(form.descripcion).toBeFocused();
    await expect(form.guardado).toHaveCount(0);
    expect(new URL(pagina.url()).pathname).toBe(`${rutaFicha}/edit`);
    expect(await infraccionesGraves(pagina), 'formulario del sistema con el error').toEqual([]);
    await form.descripcion.fill(nuevaDescripcion);
    await form.guardar.click();
    await expect(form.guardado).toBeVisible();
    await expect(ficha.titulo).toBeVisible();
    await expect(ficha.dato('Descripción')).toHaveText(nuevaDescripcion);
    await expect
      .poll(async () => (await documentoPorPull(url, token, 'sistema', elegido.idsistema))?.descripcion, { timeout: 30_000 })
      .toBe(nuevaDescripcion);
  });

  await test.step('el plano: colocar un material pulsando y después escribiendo la posición; el servidor lo guarda', async () => {
    const plano = new PaginaPlano(pagina);
    await ficha.plano(NOMBRE_PLANO).click();
    await expect(plano.titulo).toBeVisible();
    await expect(plano.imagen).toBeVisible({ timeout: 30_000 });
    await plano.material.selectOption({ index: 1 });
    const idmaterial = await plano.material.inputValue();
    expect(idmaterial).not.toBe('');
    await plano.pulsarEn(0.25, 0.5);
    await expect(plano.colocado).toBeVisible();
    await expect(plano.marcadores).toHaveCount(1);
    expect(await infraccionesGraves(pagina), 'plano con un material colocado').toEqual([]);
    await expect
      .poll(async () => {
        const m = await documentoPorPull(url, token, 'planomaterial', idmaterial);
        return m ? [m.idfichero, Math.round(Number(m.x) * 100), Math.round(Number(m.y) * 100)] : null;
      }, { timeout: 30_000 })
      .toEqual([idfichero, 25, 50]);

    await plano.x.fill('80');
    await plano.y.fill('20');
    await plano.y.press('Enter');
    await expect(plano.marcadores.first()).toHaveAttribute('aria-label', /en 80 %, 20 %$/);
    await expect
      .poll(async () => {
        const m = await documentoPorPull(url, token, 'planomaterial', idmaterial);
        return m ? [m.idfichero, m.x, m.y] : null;
      }, { timeout: 30_000 })
      .toEqual([idfichero, 0.8, 0.2]);
  });

  await test.step('avisos al cliente: marcar como leído llega al servidor', async () => {
    await pagina.goto(rutaFicha);
    await expect(ficha.titulo).toBeVisible();
    await ficha.avisos.click();
    const avisos = new PaginaAvisos(pagina, elegido.numero);
    await expect(avisos.titulo).toBeVisible();
    expect(new URL(pagina.url()).pathname).toBe(`/app/clienteavisos/${elegido.idcliente}/${elegido.idsistema}`);
    await expect(avisos.filas).toHaveCount(1);
    await expect(avisos.filas.first()).toContainText('Sin leer');
    await avisos.marcarLeido().click();
    await expect(pagina.getByText('Aviso marcado como leído')).toBeVisible();
    await expect(avisos.filas.first()).toContainText('Leído');
    await expect(avisos.marcarLeido()).toHaveCount(0);
    await expect
      .poll(async () => (await delPadre(url, token, 'clienteaviso', elegido.idsistema)).get(elegido.idaviso)?.leido, { timeout: 30_000 })
      .toBe(true);
  });

  await contexto.close();
});

test('sin conexión, el técnico ve el material y los servicios del sistema de su parte y marca la revisión realizada; al volver la red llega al servidor', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const url = entorno.actual.servidor.url;
  const { token } = await iniciarSesionApi(url, 'admin');
  const { usuario } = await iniciarSesionApi(url, 'tecnico');
  const escenario = await test.step('un parte pendiente del técnico cuyo sistema tiene una revisión pendiente', async () => {
    const todo = await descargaCompleta(url, token);
    for (const p of todo.get('partetrabajo')?.values() ?? []) {
      const idsistema = String(p.idsistema);
      const sistema = todo.get('sistema')?.get(idsistema);
      if (p.idtecnico !== usuario.idtecnico || Number(p.estado) !== 1 || !sistema) continue;
      // Las revisiones no bajan a la oficina sin pedir su sistema (decisión 91).
      const revision = [...(await delPadre(url, token, 'revisionsistema', idsistema)).values()].find((r) => Number(r.estado) === 1);
      if (revision) {
        return { idparte: String(p.idparte_trabajo), numeroParte: String(p.numero), idsistema, numero: String(sistema.numero), idrevision: String(revision.idrevision_sistema) };
      }
    }
    throw new Error('el técnico de la demo no tiene un parte pendiente con una revisión pendiente en su sistema');
  });

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('tecnico');
  await esperarVigia(pagina);
  await expect
    .poll(() => pagina.evaluate(async (id) => (await window.vigia?.db.revisionsistema.findOne(id).exec())?.estado ?? null, escenario.idrevision), { timeout: 60_000 })
    .toBe(1);
  await esperarListoSinConexion(pagina);

  await contexto.setOffline(true);
  await test.step('sin conexión: del parte a las revisiones de su sistema; marcar realizada con Confirmación', async () => {
    await pagina.getByRole('link', { name: /Modo sin conexión/ }).click();
    const lista = new PaginaPartesOffline(pagina);
    await expect(lista.titulo).toBeVisible();
    await lista.abrirParte(escenario.numeroParte);
    await pagina.getByRole('link', { name: 'Revisiones del sistema', exact: true }).click();
    const tabla = pagina.getByRole('table', { name: `Revisiones · ${escenario.numero}` });
    await expect(tabla).toBeVisible();
    await pagina.getByRole('button', { name: /^Marcar realizada/ }).first().click();
    const dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
    await expect(dialogo).toContainText('¿Marcar como realizada hoy la revisión prevista el');
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(pagina.getByText('Revisión marcada como realizada')).toBeVisible();
    await expect(pagina.getByRole('button', { name: /^Marcar realizada/ })).toHaveCount(0);
  });

  await test.step('sin conexión: servicios (cuotas en EUR y vías) y material del sistema', async () => {
    await pagina.getByRole('link', { name: 'Volver al parte' }).click();
    await pagina.getByRole('link', { name: 'Servicios del sistema', exact: true }).click();
    await expect(pagina.getByRole('heading', { name: 'Servicios del sistema', level: 1 })).toBeVisible();
    await expect(pagina.getByRole('region', { name: 'Cuotas contratadas' }).first()).toContainText('€');
    await expect(pagina.getByRole('region', { name: 'Vías de comunicación' }).first().locator('tbody tr').first()).toBeVisible();
    await pagina.getByRole('link', { name: 'Volver al parte' }).click();
    await pagina.getByRole('link', { name: 'Material del sistema', exact: true }).click();
    await expect(pagina.getByRole('heading', { name: `Material del sistema · ${escenario.numero}`, level: 1 })).toBeVisible();
  });

  await contexto.setOffline(false);
  await test.step('con red: el servidor tiene la revisión realizada con el parte', async () => {
    await expect
      .poll(async () => {
        const r = (await delPadre(url, token, 'revisionsistema', escenario.idsistema)).get(escenario.idrevision);
        return r ? [r.estado, r.idparte_trabajo, typeof r.fecha_realizada] : null;
      }, { timeout: 60_000 })
      .toEqual([2, escenario.idparte, 'string']);
  });
  await contexto.close();
});
