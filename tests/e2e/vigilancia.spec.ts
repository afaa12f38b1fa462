/**
 * Vigilantes y custodia de llaves (issue 16, «How it must be shown»), con un servidor y un supervisor
 * (admin) para las tres pruebas:
 *  - la ronda de noche sin conexión: el vigilante empieza una ronda programada, lee tres puntos con el
 *    lector de QR real (la cámara falsa de Chromium con un vídeo Y4M del QR de cada punto, reescrito entre
 *    lectura y lectura: Chromium lo vuelve a abrir con cada getUserMedia), salta uno y cierra con el motivo,
 *    escribe un parte de novedad con una foto, recarga sin red y lo encuentra todo; al volver la red, las
 *    pestañas abiertas del supervisor ven la ronda y el parte sin recargar, y el servidor tiene cada cosa
 *    una vez con la hora del dispositivo y la de recepción;
 *  - el cuadrante: el supervisor pone a un vigilante en dos puestos a la vez, ve el conflicto antes de
 *    guardar (y no puede guardar), y el servidor también lo rechaza;
 *  - la custodia de llaves sin conexión: un llavero sale con dos firmas (leído por su QR), una segunda
 *    salida se rechaza (el motivo se ve antes de rellenar nada, con el formulario y las dos firmas
 *    desactivados), vuelve a entrar; el historial tiene los dos movimientos una vez.
 */
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PaginaLogin } from './paginas/login';
import { activos, descargaCompleta, type DocDescarga, iniciarSesionApi, llamarRpc, numero, texto } from './soporte/api';
import { argumentosCamaraFalsa, escribirVideoQr } from './soporte/camara';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, ARGUMENTOS_CHROMIUM, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor, RUTA_CHROMIUM } from './soporte/navegador';

// Fuera de test-results/ (Playwright lo vacía al empezar cada ejecución).
const RUTA_VIDEO = join(tmpdir(), 'vigia-e2e-vigilancia', 'camara.y4m');
escribirVideoQr(RUTA_VIDEO, 'vigía');
test.use({ launchOptions: { executablePath: RUTA_CHROMIUM, args: [...ARGUMENTOS_CHROMIUM, ...argumentosCamaraFalsa(RUTA_VIDEO)] } });
test.describe.configure({ mode: 'serial' });

const entorno = usarServidor({ nombre: 'vigilancia', bd: 'pglite', proxy: true });

type Doc = DocDescarga;
const campo = (p: Page, etiqueta: string): Locator => p.getByLabel(etiqueta, { exact: true });
const idDeUrl = (p: Page, patron: RegExp): string => {
  const m = patron.exec(new URL(p.url()).pathname);
  if (!m?.[1]) throw new Error(`La URL ${p.url()} no casa con ${patron}`);
  return m[1];
};
const envoltura = (params: unknown) => ({ idsync_upload: randomUUID(), creado: new Date().toISOString(), params });

/** Inicia sesión y espera la primera descarga completa. */
const entrar = async (contexto: BrowserContext, usuario: string): Promise<Page> => {
  const p = await contexto.newPage();
  await new PaginaLogin(p).iniciarSesion(usuario);
  await esperarServiceWorker(p);
  await esperarVigia(p);
  await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { message: `la descarga inicial de ${usuario} no termina`, timeout: 240_000 }).toBe(true);
  return p;
};

/** Dibuja un trazo en zigzag sobre el panel de firma del grupo `nombre`. */
const firmar = async (p: Page, nombre: string): Promise<void> => {
  const lienzo = p.getByRole('group', { name: nombre }).locator('canvas');
  await lienzo.scrollIntoViewIfNeeded();
  const caja = await lienzo.boundingBox();
  if (!caja) throw new Error(`el panel «${nombre}» no es visible`);
  await p.mouse.move(caja.x + 20, caja.y + caja.height / 2);
  await p.mouse.down();
  for (let i = 1; i <= 10; i++) await p.mouse.move(caja.x + 20 + i * ((caja.width - 40) / 10), caja.y + caja.height / 2 + (i % 2 === 0 ? -40 : 40), { steps: 3 });
  await p.mouse.up();
};

let supervisor: BrowserContext | null = null;
/** El contexto del supervisor (admin), con su descarga hecha; una vez para las pruebas del fichero. */
const contextoSupervisor = async (browser: Browser): Promise<{ contexto: BrowserContext; pagina: Page }> => {
  if (supervisor) {
    const pagina = supervisor.pages()[0];
    if (pagina) return { contexto: supervisor, pagina };
  }
  supervisor = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(supervisor);
  const pagina = await entrar(supervisor, 'admin');
  return { contexto: supervisor, pagina };
};

test.afterAll(async () => {
  await supervisor?.close();
  supervisor = null;
});

test('una ronda de noche sin conexión: tres puntos leídos por QR, uno saltado con su motivo y un parte de novedad con foto; el supervisor lo ve en vivo', async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita proxy');
  const sello = Date.now().toString(36);

  // Una ronda programada del vigilante con al menos cuatro puntos (lo que él ve en el servidor).
  const { token } = await iniciarSesionApi(servidor.url, 'vigilante');
  const demo = await descargaCompleta(servidor.url, token);
  const puntos = activos(demo, 'puntoronda');
  const ronda = activos(demo, 'rondaprogramada').find((r) => puntos.filter((x) => x.idronda_programada === r.idronda_programada).length >= 4);
  if (!ronda) throw new Error('la demo no da al vigilante una ronda con cuatro puntos');
  const suyos = puntos.filter((x) => x.idronda_programada === ronda.idronda_programada).sort((a, b) => numero(a.orden) - numero(b.orden));
  const puesto = activos(demo, 'puestoservicio').find((x) => x.idpuesto_servicio === ronda.idpuesto_servicio);
  if (!puesto) throw new Error('el vigilante no tiene el puesto de su ronda');
  const [p1, p2, p3, p4] = suyos;
  if (!p1 || !p2 || !p3 || !p4) throw new Error('faltan puntos');

  // El supervisor con dos pestañas abiertas: rondas realizadas y partes de novedad.
  const sup = await contextoSupervisor(browser);
  const tabRondas = sup.pagina;
  await tabRondas.goto('/app/rondas/rondas-realizadas');
  await expect(tabRondas.getByRole('heading', { name: 'Rondas realizadas', level: 1 })).toBeVisible();
  const tabPartes = await sup.contexto.newPage();
  await tabPartes.goto('/app/partes-novedad/');
  await expect(tabPartes.getByRole('heading', { level: 1 })).toBeVisible();

  const contexto = await browser.newContext({
    baseURL: entorno.actual.urlNavegador,
    permissions: ['geolocation', 'camera'],
    geolocation: { latitude: 40.4168, longitude: -3.7038, accuracy: 12 },
  });
  await activarDepuracion(contexto);
  const p = await entrar(contexto, 'vigilante');

  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();

  await test.step('sin red: la lista de rondas programadas da el número de puntos de cada una', async () => {
    await p.goto('/app/rondas/rondas-programadas');
    const fila = p.getByRole('row').filter({ hasText: texto(ronda.nombre) }).filter({ hasText: texto(puesto.nombre) }).first();
    await expect(fila.getByRole('cell', { name: String(suyos.length), exact: true })).toBeVisible();
  });

  const idronda = await test.step('sin red: empieza la ronda programada', async () => {
    await p.goto(`/app/rondas/rondas-programadas/${texto(ronda.idronda_programada)}`);
    await p.getByRole('button', { name: 'Empezar ronda' }).click();
    await expect(p).toHaveURL(/\/rondas\/realizar\/[^/]+$/);
    await expect(p.getByText('0 de ', { exact: false })).toBeVisible();
    return idDeUrl(p, /\/rondas\/realizar\/([^/]+)$/);
  });

  const leer = async (codigo: string, esperado: string): Promise<void> => {
    escribirVideoQr(RUTA_VIDEO, codigo);
    await p.getByRole('button', { name: 'Escanear punto' }).click();
    await expect(p.getByRole('status').filter({ hasText: esperado })).toBeVisible();
    await expect(p.getByRole('dialog')).toHaveCount(0);
  };

  await test.step('lee tres puntos con la cámara y salta el tercero (el cuarto sale fuera de orden)', async () => {
    await leer(texto(p1.codigo), `Punto «${texto(p1.nombre)}» leído`);
    await leer(texto(p2.codigo), `Punto «${texto(p2.nombre)}» leído`);
    const fueraDeOrden = ronda.ordenada === true;
    await leer(texto(p4.codigo), fueraDeOrden ? `Punto «${texto(p4.nombre)}» fuera de orden` : `Punto «${texto(p4.nombre)}» leído`);
    await expect(p.getByText(`3 de ${suyos.length} puntos`)).toBeVisible();
  });

  const motivo = `Puerta del punto bloqueada por obras (${sello})`;
  await test.step('cierra la ronda con el motivo de los puntos sin leer', async () => {
    await p.getByRole('button', { name: 'Cerrar ronda' }).click();
    const seccion = p.getByRole('region', { name: 'Cerrar la ronda' });
    await expect(seccion.getByText(texto(p3.nombre))).toBeVisible();
    await campo(p, 'Motivo de los puntos sin leer').fill(motivo);
    await seccion.getByRole('button', { name: 'Cerrar ronda' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(p).toHaveURL(new RegExp(`/rondas/rondas-realizadas/${idronda}$`));
    await expect(p.getByText('Incompleta').first()).toBeVisible();
  });

  const titulo = `Puerta del muelle forzada ${sello}`;
  const idparte = await test.step('escribe un parte de novedad y le hace una foto', async () => {
    await p.goto('/app/partes-novedad/add');
    await campo(p, 'Puesto').selectOption({ value: texto(puesto.idpuesto_servicio) });
    await campo(p, 'Título').fill(titulo);
    await campo(p, 'Descripción').fill('Durante la ronda se encuentra la puerta del muelle con el cierre forzado.');
    await campo(p, 'Gravedad').selectOption({ label: 'Alta' });
    await campo(p, 'A quién se ha avisado').fill('Policía Local y CRA');
    await p.getByRole('button', { name: 'Crear parte' }).click();
    await expect(p.getByText('Parte de novedad creado')).toBeVisible();
    await expect(p).toHaveURL(/\/partes-novedad\/[^/]+$/);
    const id = idDeUrl(p, /\/partes-novedad\/([^/]+)$/);
    await p.getByRole('link', { name: 'Fotos y ficheros' }).click();
    await p.getByRole('link', { name: 'Añadir fichero' }).click();
    await p.getByRole('button', { name: 'Hacer foto' }).click();
    const camara = p.getByRole('dialog', { name: 'Cámara' });
    await camara.getByRole('button', { name: 'Hacer foto' }).click();
    await camara.getByRole('button', { name: 'Usar foto' }).click();
    await expect(p.getByRole('listitem').filter({ hasText: /foto-\d+\.jpg/ })).toHaveCount(1);
    return id;
  });

  await test.step('recarga sin red y lo encuentra todo', async () => {
    await p.reload();
    await esperarVigia(p);
    await p.goto(`/app/rondas/rondas-realizadas/${idronda}`);
    await expect(p.getByText('Incompleta').first()).toBeVisible();
    await expect(p.getByText(motivo).first()).toBeVisible();
    await expect(p.getByText('Pendiente de subir').first()).toBeVisible();
    await p.goto(`/app/partes-novedad/${idparte}`);
    await expect(p.getByText(titulo).first()).toBeVisible();
    await expect(p.getByText('Pendiente de subir').first()).toBeVisible();
    expect((await colaLocal(p)).length).toBeGreaterThanOrEqual(7);
  });

  await test.step('vuelve la red: la cola se vacía y las pestañas del supervisor lo ven sin recargar', async () => {
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 120_000 }).toBe(0);
    await expect(tabRondas.getByRole('row').filter({ hasText: texto(ronda.nombre) }).filter({ hasText: 'Incompleta' }).first()).toBeVisible({ timeout: 60_000 });
    await expect(tabPartes.getByText(titulo)).toBeVisible({ timeout: 60_000 });
  });

  await test.step('el servidor tiene cada cosa una vez, con la hora del dispositivo y la de recepción', async () => {
    const { token: admin } = await iniciarSesionApi(servidor.url, 'admin');
    const todo = await descargaCompleta(servidor.url, admin);
    const realizada = todo.get('rondarealizada')?.get(idronda);
    expect(realizada).toMatchObject({ situacion: 'incompleta', motivo_cierre: motivo, puntos_leidos: 3 });
    expect(texto(realizada?.recibido)).not.toBe('');
    const checks = [...(todo.get('rondacheck')?.values() ?? [])].filter((c) => c.idronda_realizada === idronda);
    expect(checks).toHaveLength(4);
    const leidas = checks.filter((c) => c.resultado !== 'omitido');
    expect(leidas.map((c) => c.idpunto_ronda).sort()).toEqual([p1.idpunto_ronda, p2.idpunto_ronda, p4.idpunto_ronda].sort());
    for (const c of leidas) {
      expect(texto(c.fdispositivo)).not.toBe('');
      expect(texto(c.frecibido)).not.toBe('');
      // Se leyó sin red: el servidor lo recibe después.
      expect(Date.parse(texto(c.frecibido))).toBeGreaterThan(Date.parse(texto(c.fdispositivo)));
      expect(c.lat).toBeCloseTo(40.4168, 3);
    }
    expect(checks.find((c) => c.resultado === 'omitido')).toMatchObject({ idpunto_ronda: p3.idpunto_ronda, observaciones: motivo });
    const partes = [...(todo.get('partenovedad')?.values() ?? [])].filter((x) => x.titulo === titulo);
    expect(partes).toHaveLength(1);
    expect(partes[0]).toMatchObject({ idparte_novedad: idparte, gravedad: 'alta', idpuesto_servicio: puesto.idpuesto_servicio });
    expect(texto(partes[0]?.recibido)).not.toBe('');
    const fotos = [...(todo.get('fichero')?.values() ?? [])].filter((f) => f.id === idparte && f.idtabla === 250);
    expect(fotos).toHaveLength(1);
  });
  await contexto.close();
});

test('cuadrante: el supervisor ve el conflicto de un vigilante en dos puestos a la vez antes de guardar, y el servidor lo rechaza', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const { servidor } = entorno.actual;
  const { token, usuario } = await iniciarSesionApi(servidor.url, 'vigilante');
  const demo = await descargaCompleta(servidor.url, token);
  const idvigilante = texto(usuario.idvigilante);
  const vigilante = demo.get('vigilante')?.get(idvigilante);
  if (!vigilante) throw new Error('el usuario vigilante no tiene su ficha de vigilante');
  const servicios = activos(demo, 'puestoservicioservicio');
  const turnos = activos(demo, 'turnopuesto');
  const suyos = activos(demo, 'cuadranteturno').filter((c) => c.idvigilante === idvigilante).sort((a, b) => texto(a.fecha).localeCompare(texto(b.fecha)));
  const puestos = [...new Set(activos(demo, 'puestovigilante').filter((x) => x.idvigilante === idvigilante).map((x) => texto(x.idpuesto_servicio)))];
  // Un turno suyo en un puesto A y, en otro puesto B suyo, un servicio con un turno del mismo horario.
  let eleccion: { turno: Doc; servicioB: Doc; turnoB: Doc } | null = null;
  for (const t of suyos) {
    const otro = puestos.find((x) => x !== t.idpuesto_servicio);
    const servicioB = servicios.find((s) => s.idpuesto_servicio === otro);
    const base = turnos.find((x) => x.idturno_puesto === t.idturno_puesto);
    const turnoB = turnos.find((x) => x.idpuesto_servicio === otro && base && x.hora_inicio === base.hora_inicio && x.hora_fin === base.hora_fin);
    if (servicioB && turnoB) {
      eleccion = { turno: t, servicioB, turnoB };
      break;
    }
  }
  if (!eleccion) throw new Error('la demo no da al vigilante dos puestos con un turno del mismo horario');
  const { turno, servicioB, turnoB } = eleccion;
  const [anio, mes, dia] = texto(turno.fecha).split('-').map(Number);
  if (!anio || !mes || !dia) throw new Error(`fecha no válida ${texto(turno.fecha)}`);
  const nombreMes = new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(anio, mes - 1, 1))).toLowerCase();

  const { pagina: p } = await contextoSupervisor(browser);
  await test.step('en la rejilla del otro puesto le pone el mismo turno ese día: el conflicto sale antes de guardar', async () => {
    await p.goto(`/app/cuadrantes/${texto(servicioB.idpuesto_servicio)}/${texto(servicioB.idpuesto_servicio_servicio)}/${anio}/${mes}/edit`);
    const celda = p.getByRole('combobox', { name: `${texto(vigilante.nombre)}, ${dia} de ${nombreMes}`, exact: true });
    await expect(celda).toBeVisible({ timeout: 60_000 });
    await celda.selectOption({ label: texto(turnoB.codigo) });
    const conflictos = p.getByTestId('conflictos-cuadrante');
    await expect(conflictos).toContainText(`${texto(vigilante.nombre)} está en dos puestos a la vez`);
    await expect(celda).toHaveAttribute('aria-invalid', 'true');
    await expect(p.getByRole('button', { name: 'Guardar cuadrante' })).toBeDisabled();
    await p.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(conflictos).toHaveCount(0);
  });

  await test.step('el servidor rechaza el mismo cambio', async () => {
    const { token: admin } = await iniciarSesionApi(servidor.url, 'admin');
    await expect(
      llamarRpc(servidor.url, admin, 'cuadrante.guardarSync', envoltura({
        idpuesto_servicio_servicio: servicioB.idpuesto_servicio_servicio, anio, mes,
        poner: [{ idcuadrante: randomUUID(), idvigilante, fecha: turno.fecha, idturno_puesto: turnoB.idturno_puesto }], quitar: [],
      })),
    ).rejects.toThrow(/está en dos puestos a la vez/);
  });
});

test('custodia de llaves sin conexión: sale con dos firmas, una segunda salida se rechaza, vuelve a entrar; el historial tiene los dos movimientos una vez', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita proxy');
  const { token } = await iniciarSesionApi(servidor.url, 'custodia');
  const demo = await descargaCompleta(servidor.url, token);
  const llavero = activos(demo, 'llavero').find((l) => l.situacion === 'dentro');
  if (!llavero) throw new Error('la custodia no tiene ningún llavero dentro');
  const idllavero = texto(llavero.idllavero);
  const antes = activos(demo, 'movimientollave').filter((m) => m.idllavero === idllavero).length;
  const persona = `Marta Ibáñez ${Date.now().toString(36)}`;

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, permissions: ['camera'] });
  await activarDepuracion(contexto);
  const p = await entrar(contexto, 'custodia');
  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();

  const registrar = async (tipo: 'salida' | 'entrada'): Promise<void> => {
    await campo(p, 'Persona').fill(persona);
    await campo(p, 'DNI/NIE').fill('12345678Z');
    await campo(p, 'Empresa').fill('Limpiezas Brillo S.L.');
    await firmar(p, tipo === 'salida' ? 'Firma de quien recoge' : 'Firma de quien devuelve');
    await firmar(p, 'Firma del custodio');
    await p.getByRole('button', { name: tipo === 'salida' ? 'Registrar salida' : 'Registrar entrada' }).click();
  };

  await test.step('sin red: lee el QR del llavero y registra la salida con las dos firmas', async () => {
    escribirVideoQr(RUTA_VIDEO, texto(llavero.codigo));
    await p.goto('/app/custodia-llaves/salida');
    await p.getByRole('button', { name: 'Escanear llavero' }).click();
    await expect(campo(p, 'Llavero')).toHaveValue(idllavero);
    await registrar('salida');
    await expect(p.getByText('Salida registrada')).toBeVisible();
    await expect(p).toHaveURL(new RegExp(`/custodia-llaves/llaveros/${idllavero}$`));
  });

  await test.step('una segunda salida del mismo llavero se rechaza: el motivo antes de rellenar nada, el formulario y las firmas desactivados', async () => {
    await p.goto(`/app/custodia-llaves/salida?idllavero=${encodeURIComponent(idllavero)}`);
    await expect(p.getByText(`El llavero ${texto(llavero.codigo)} ya está fuera (lo tiene ${persona})`)).toBeVisible();
    for (const nombre of ['Persona', 'DNI/NIE', 'Empresa']) await expect(campo(p, nombre)).toBeDisabled();
    await expect(p.getByRole('button', { name: 'Registrar salida' })).toBeDisabled();
    for (const nombre of ['Firma de quien recoge', 'Firma del custodio']) {
      const panel = p.getByRole('group', { name: nombre });
      await expect(panel).toHaveAttribute('aria-disabled', 'true');
      await firmar(p, nombre);
      await expect(panel).toContainText('Sin firma');
    }
  });

  await test.step('vuelve a entrar', async () => {
    await p.goto(`/app/custodia-llaves/entrada?idllavero=${encodeURIComponent(idllavero)}`);
    await registrar('entrada');
    await expect(p.getByText('Entrada registrada')).toBeVisible();
  });

  await test.step('vuelve la red: el historial tiene los dos movimientos una vez, aquí y en el servidor', async () => {
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 120_000 }).toBe(0);
    await p.goto(`/app/custodia-llaves/llaveros/${idllavero}`);
    const movimientos = p.getByTestId('movimiento').filter({ hasText: persona });
    await expect(movimientos).toHaveCount(2);
    await expect(p.getByRole('img', { name: `Firma de ${persona}` })).toHaveCount(2);
    const todo = await descargaCompleta(servidor.url, token);
    const suyos = activos(todo, 'movimientollave').filter((m) => m.idllavero === idllavero);
    expect(suyos).toHaveLength(antes + 2);
    expect(suyos.filter((m) => m.persona === persona).map((m) => m.tipo).sort()).toEqual(['entrada', 'salida']);
    for (const m of suyos.filter((x) => x.persona === persona)) expect(texto(m.recibido)).not.toBe('');
    expect(todo.get('llavero')?.get(idllavero)).toMatchObject({ situacion: 'dentro' });
    const firmas = activos(todo, 'firma').filter((f) => f.idtabla === 271 && suyos.some((m) => m.persona === persona && m.idmovimiento_llave === f.id));
    expect(firmas).toHaveLength(4);
  });
  await contexto.close();
});
