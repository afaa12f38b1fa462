/**
 * Técnico sin conexión, de punta a punta en Chromium: edita un parte sin red, lo ve pendiente en la cola,
 * recarga sin red (app desde el service worker, datos desde IndexedDB), vuelve la red, la cola se vacía y
 * el servidor tiene el cambio exactamente una vez; un supervisor (admin) con el mismo parte abierto en
 * otro contexto lo ve sin recargar. Servidor con PGlite: la base se inspecciona al final, ya parado.
 */
import { expect, test } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { PaginaParte, PaginaPartesAsignados } from './paginas/partes';
import { PaginaColaSubida, PaginaSincronizacion } from './paginas/sincronizacion';
import { documentoPorPull, iniciarSesionApi } from './soporte/api';
import { abrirPglite } from './soporte/bd';
import { usarServidor } from './soporte/entorno';
import {
  activarDepuracion,
  colaLocal,
  esperarServiceWorker,
  esperarVigia,
  leerMarca,
  marcarPagina,
  partesLocales,
  type ParteLocal,
} from './soporte/navegador';

const entorno = usarServidor({ nombre: 'tecnico-offline', bd: 'pglite', proxy: true });

/** Un solo número como palabra (para contadores como '1' o 'Pendientes: 1'). */
const numeroExacto = (n: number): RegExp => new RegExp(`(^|\\D)${n}(\\D|$)`);

test('el técnico edita un parte sin conexión, recarga y al volver la red se sube una vez y el supervisor lo ve en vivo', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor, proxy, dataDir } = entorno.actual;
  if (!proxy || !dataDir) throw new Error('el entorno necesita proxy y PGlite');
  const inicioPrueba = new Date();

  const contextoTecnico = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contextoTecnico);
  const tecnico = await contextoTecnico.newPage();
  const contextoAdmin = await browser.newContext({ baseURL: servidor.url });
  const admin = await contextoAdmin.newPage();

  let candidatos: ParteLocal[] = [];

  const parteTecnico = await test.step('el técnico inicia sesión, la app queda instalada y descargada', async () => {
    const menu = await new PaginaLogin(tecnico).iniciarSesion('tecnico');
    await esperarServiceWorker(tecnico);
    await esperarVigia(tecnico);
    await expect
      .poll(
        async () => {
          candidatos = (await partesLocales(tecnico)).filter((p) => p.estado === 1);
          return candidatos.length;
        },
        { message: 'la descarga inicial no trae partes pendientes del técnico', timeout: 180_000 },
      )
      .toBeGreaterThan(0);
    await menu.abrir();
    await menu.partesAsignados.click();
    const lista = new PaginaPartesAsignados(tecnico);
    await expect(lista.titulo).toBeVisible();
    const numero = await lista.primerVisible(candidatos.map((p) => p.numero));
    return lista.abrirParte(numero);
  });
  const id = parteTecnico.idDeUrl();
  const numero = parteTecnico.numero;
  expect(candidatos.find((p) => p.numero === numero)?.idparte_trabajo, 'la URL del parte no es su id').toBe(id);
  const observacionesAntes = await parteTecnico.observaciones.inputValue();
  const observacionesNuevas = `Revisado sin conexión ${inicioPrueba.getTime().toString(36)}: sirena sustituida`;

  const parteAdmin = await test.step('el supervisor abre el mismo parte en otro contexto', async () => {
    await new PaginaLogin(admin).iniciarSesion('admin');
    const p = await PaginaParte.abrirPorId(admin, id, numero);
    await expect(p.observaciones).toHaveValue(observacionesAntes);
    await marcarPagina(admin, 'sin-recargar');
    return p;
  });

  const idsync = await test.step('sin conexión: guarda, queda pendiente y en la cola', async () => {
    await contextoTecnico.setOffline(true);
    proxy.rechazar(true);
    proxy.cortar();
    await parteTecnico.editarObservaciones(observacionesNuevas);
    await expect(parteTecnico.pendienteDeSubir).toBeVisible();
    const cola = new PaginaColaSubida(tecnico);
    await cola.abrir();
    await expect(cola.porSubir).toHaveCount(1);
    const local = await colaLocal(tecnico);
    expect(local.map((e) => e.metodo)).toEqual(['parteTrabajo.updateSync']);
    const entrada = local[0];
    if (!entrada) throw new Error('cola local vacía');
    return entrada.idsync_upload;
  });

  await test.step('recarga sin conexión: la app y los datos siguen ahí', async () => {
    await tecnico.reload();
    const cola = new PaginaColaSubida(tecnico);
    await expect(cola.titulo).toBeVisible();
    await expect(cola.porSubir).toHaveCount(1);
    const sincronizacion = new PaginaSincronizacion(tecnico);
    await sincronizacion.abrir();
    await expect(sincronizacion.sinConexion).toBeVisible();
    await expect(sincronizacion.pendientes).toHaveText(numeroExacto(1));
    const p = await PaginaParte.abrirPorId(tecnico, id, numero);
    await expect(p.observaciones).toHaveValue(observacionesNuevas);
    await expect(p.pendienteDeSubir).toBeVisible();
    // El servidor aún no lo tiene: ni el supervisor ni una descarga como admin ven el cambio.
    await expect(parteAdmin.observaciones).toHaveValue(observacionesAntes);
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    const enServidor = await documentoPorPull(servidor.url, token, 'partetrabajo', id);
    expect(enServidor?.idparte_trabajo).toBe(id);
    expect(enServidor?.observaciones ?? '').toBe(observacionesAntes);
  });

  await test.step('vuelve la conexión: la cola se vacía y el supervisor lo ve sin recargar', async () => {
    const cola = new PaginaColaSubida(tecnico);
    await cola.abrir();
    await expect(cola.porSubir).toHaveCount(1);
    const inicioSubida = Date.now();
    proxy.rechazar(false);
    await contextoTecnico.setOffline(false);
    await cola.esperarVacia();
    const subida = Date.now() - inicioSubida;
    await expect(parteAdmin.observaciones).toHaveValue(observacionesNuevas);
    const enSupervisor = Date.now() - inicioSubida;
    expect(await leerMarca(admin), 'la página del supervisor se recargó').toBe('sin-recargar');
    console.log(`[tecnico-offline] cola vacía ${subida} ms tras volver la red; el supervisor lo ve a los ${enSupervisor} ms`);
    const sincronizacion = new PaginaSincronizacion(tecnico);
    await sincronizacion.abrir();
    await expect(sincronizacion.conConexion).toBeVisible();
    await expect(sincronizacion.pendientes).toHaveText(numeroExacto(0));
    await expect(sincronizacion.fallidos).toHaveText(numeroExacto(0));
  });

  await test.step('el servidor lo tiene (sync.pull como admin)', async () => {
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    const doc = await documentoPorPull(servidor.url, token, 'partetrabajo', id);
    expect(doc).toMatchObject({ idparte_trabajo: id, observaciones: observacionesNuevas });
  });

  await contextoTecnico.close();
  await contextoAdmin.close();

  await test.step('en la base del servidor: aplicado exactamente una vez, un solo cambio del parte', async () => {
    await servidor.detener();
    const bd = await abrirPglite(dataDir);
    try {
      const aplicados = await bd.query<{ idsync_upload: string; metodo: string; entregas: number }>(
        'SELECT idsync_upload::text AS idsync_upload, metodo, entregas FROM sync_aplicado',
      );
      expect(aplicados.map((f) => ({ ...f, entregas: Number(f.entregas) >= 1 }))).toEqual([
        { idsync_upload: idsync, metodo: 'parteTrabajo.updateSync', entregas: true },
      ]);
      console.log(`[tecnico-offline] entregas de ${idsync}: ${aplicados[0]?.entregas ?? '?'}`);
      const cambios = await bd.query<{ seq: string }>(
        `SELECT seq::text AS seq FROM cambio WHERE coleccion = 'partetrabajo' AND id = $1 AND creado >= $2`,
        [id, inicioPrueba.toISOString()],
      );
      expect(cambios, 'cambios del parte en el registro desde el inicio de la prueba').toHaveLength(1);
      const doc = await bd.query<{ observaciones: string | null }>(
        `SELECT doc->>'observaciones' AS observaciones FROM partetrabajo WHERE id = $1`,
        [id],
      );
      expect(doc).toEqual([{ observaciones: observacionesNuevas }]);
    } finally {
      await bd.cerrar();
    }
  });
});
