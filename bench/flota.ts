/**
 * Simulador de flota (npm run bench -- --solo flota; issue 33, escenario 1: «un día de trabajo estable»):
 * N dispositivos a nivel de protocolo (sin navegador) contra el servidor real como proceso hijo
 * (`node --import tsx server/main.ts`, para medir su memoria sin la del simulador) sobre una base de
 * PostgreSQL de usar y tirar, solo en 127.0.0.1. Antes de empezar se da de alta en la base un usuario por
 * dispositivo (flota-dispositivo.ts: rol y ámbito copiados de los usuarios de la demo).
 * Con --escenario tormenta o caida, la tormenta de la mañana (flota-tormenta.ts), con 1 o 2 procesos; el día
 * estable también con --procesos 2 (los dos sobre la misma base, detrás del balanceador de flota-proxy.ts).
 * Cada dispositivo hace lo que la app: POST /token/, descarga inicial por páginas (sync.pull con checkpoint
 * y cursor), GET /api/stream abierto todo el rato, una mutación realista por minuto (envoltura con
 * idsync_upload y `creado`; reintentada con el mismo idsync_upload si la rechazan) y un sync.pull de
 * puesta al día desde su checkpoint en cada poke (uno a la vez; los pokes que llegan mientras tanto se
 * juntan en uno).
 * Cifras (impresas, no afirmadas): cambios enviados y aplicados (contados en PostgreSQL: sync_aplicado y
 * el registro `cambio`), p50/p99 de subida y de sync.pull, tiempo de un cambio al último stream que recibe
 * su poke, RSS del servidor, /salud cada segundo, peticiones rechazadas (por código) y reintentadas.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { arrancarServidorHijo, basePostgres, dormir, vigilarSalud, type Salud, type ServidorHijo } from './servidor-hijo';
import { cortan } from '../server/sync/ambito';
import {
  altaUsuarios, CALMA_MS, COLECCIONES_CAMBIO, cuantosPorRol, Dispositivo, EN_PARALELO, enTandas, f, medidas, percentil, PERIODO_CAMBIO_MS,
  personasDistintas, repartir, rss, ahora, type Cambio, type Rol,
} from './flota-dispositivo';
import { arrancarBalanceador, type Balanceador } from './flota-proxy';
import { tormenta } from './flota-tormenta';
export interface OpcionesBenchFlota {
  raiz: string;
  out: string;
  escala: number;
  dispositivos: number;
  duracionS: number;
  /** URL de administración de PostgreSQL donde se crea (y se borra) una base de usar y tirar. */
  pgUrl: string;
  anotar: (que: string, cifra: string) => void;
  /** 'dia' (el día estable), 'tormenta' (todos vuelven en `ventanaS` s) o 'caida' (tormenta con SIGKILL a un proceso). */
  escenario: 'dia' | 'tormenta' | 'caida';
  /** Procesos del servidor (detrás del balanceador de flota-proxy.ts si son 2; la caída, siempre 2). */
  procesos: 1 | 2;
  ventanaS: number;
  cola: number;
  cambiosNoche: number;
}

/** Las /salud de un vigilante: bien y mal, y de las fallidas, por qué y en qué segundo. */
const sal = (s: Salud): string =>
  `${s.bien} bien / ${s.mal} mal${s.mal > 0 ? ` (${s.lentas} sin respuesta en 2 s, ${s.noOk} con otro estado, ${s.sinConexion} sin conexión; en los segundos ${s.cuando.slice(0, 12).join(', ')}${s.cuando.length > 12 ? '…' : ''})` : ''}`;

/** La tabla de una tormenta (escenarios 2 y 3). */
const benchTormenta = async (o: OpcionesBenchFlota): Promise<void> => {
  const procesos = o.escenario === 'caida' ? 2 : o.procesos;
  const r = await tormenta({
    raiz: o.raiz, out: join(o.out, 'flota'), escala: o.escala, dispositivos: o.dispositivos, pgUrl: o.pgUrl, procesos,
    matar: o.escenario === 'caida', ventanaS: o.ventanaS, cola: o.cola, cambiosNoche: o.cambiosNoche,
    progreso: (t) => console.log(`  ${t}`),
  });
  const nombre = `flota · ${o.escenario === 'caida' ? 'caída' : 'tormenta'} (${r.dispositivos} disp., ${procesos} proc.)`;
  const ms = (xs: number[]): string => xs.length === 0 ? 'sin datos' : `p50 ${f(percentil(xs, 50))} ms, p99 ${f(percentil(xs, 99))} ms, máx ${f(Math.max(...xs))} ms (${f(xs.length)})`;
  o.anotar(`${nombre} · preparación`, `${f(r.msPreparacion / 1000, 1)} s (entrada, descarga inicial y ${o.cambiosNoche} cambios por dispositivo «de la noche»); tormenta hasta la calma ${f(r.msTormenta / 1000, 1)} s`);
  o.anotar(`${nombre} · exactamente una vez`, `${f(r.enviados)} cambios enviados, ${f(r.conRespuesta)} con respuesta, ${f(r.enSyncAplicado)} en sync_aplicado (${r.entregadosMasDeUnaVez} recibidos más de una vez), filas de cambio de más ${r.filasDeMas}, que faltan ${r.filasQueFaltan}`);
  o.anotar(`${nombre} · al día`, `${r.alDia} de ${r.dispositivos} (último seq ${r.seqFin}; ${r.puestasEnCurso} aún poniéndose al día tras 120 s de calma)${r.atrasados.length > 0 ? `; atrasados: ${r.atrasados.slice(0, 3).join('; ')}` : ''}`);
  o.anotar(`${nombre} · subida de la cola (lote de ${o.cola})`, ms(r.subidas));
  o.anotar(`${nombre} · sync.pull (por página)`, `${ms(r.pulls)}; ${f(r.pullsVacios)} sin documentos`);
  o.anotar(`${nombre} · de volver a al día (subida + puesta al día)`, ms(r.vueltas));
  o.anotar(`${nombre} · /salud cada segundo`, `${r.salud.map((s, i) => `proceso ${i + 1}: ${sal(s)}`).join(', ')}${r.saludBalanceador ? `, por el balanceador: ${sal(r.saludBalanceador)}` : ''}`);
  o.anotar(`${nombre} · rechazos (por código) y reintentos`, `${[...r.rechazos].map(([k, v]) => `${k}: ${v}`).join(', ') || 'ninguno'}; ${r.reintentos} reintentos (${r.reintentosTrasOcupado} tras un 503 con Retry-After); errores sin reintento ${r.erroresRpc}${r.primerError ? ` (el primero: ${r.primerError})` : ''}`);
  const cuentas = r.admision.map((c, i) => {
    const quien = `proceso ${i + 1}${r.matado && i === 0 ? ' (hasta su muerte)' : ''}`;
    if (c === null) return `${quien}: sin leer`;
    const motivos = Object.entries(c.porMotivo).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ') || 'ninguno';
    return `${quien}: ${c.rechazadas} 503 (${motivos}), ${c.abandonadas} abandonadas; turnos ${c.turnos.emitidos} dados, ${c.turnos.respetados} respetados, ${c.turnos.ajenos} ajenos`;
  });
  o.anotar(`${nombre} · admisión en el servidor (GET /salud/admision)`, cuentas.join('; '));
  o.anotar(`${nombre} · RSS pico por proceso`, `${r.rssPico.map((b) => `${f(b / 1024 / 1024)} MB`).join(', ')}; streams conectados al final ${r.streamsConectados}`);
};

type Hijo = ServidorHijo;

/** El proceso `n` del servidor de la flota sobre su base (server/main.ts aparte: servidor-hijo.ts), sin subir el límite por usuario. */
const arrancar = async (o: OpcionesBenchFlota, databaseUrl: string, n: number): Promise<Hijo> => {
  const env: NodeJS.ProcessEnv = { ...process.env, SEMILLA_ESCALA: String(o.escala), DATABASE_URL: databaseUrl };
  delete env.DATA_DIR;
  delete env.DESCARGAS_POR_USUARIO;
  return arrancarServidorHijo({ raiz: o.raiz, env, log: join(o.out, 'flota', `servidor-${n}.log`), nombre: `${n} de la flota` });
};

export const benchFlota = async (o: OpcionesBenchFlota): Promise<void> => {
  if (o.escenario !== 'dia') {
    await benchTormenta(o);
    return;
  }
  mkdirSync(join(o.out, 'flota'), { recursive: true });
  const base = await basePostgres(o.pgUrl, 'vigia_flota');
  try {
    console.log(`\nFlota: arrancando ${o.procesos} proceso(s) del servidor y sembrando la demo a escala ${o.escala} en PostgreSQL…`);
    // Con 2 procesos, los dos sobre la misma base detrás del balanceador de la caída (flota-proxy.ts), sin matar ninguno.
    const hijos: Hijo[] = [];
    let balanceador: Balanceador | null = null;
    const dispositivos: Dispositivo[] = [];
    let salud: ReturnType<typeof vigilarSalud>[] = [];
    let muestras: NodeJS.Timeout | null = null;
    try {
      for (let n = 1; n <= o.procesos; n++) hijos.push(await arrancar(o, base.url, n));
      if (hijos.length > 1) balanceador = await arrancarBalanceador(hijos.map((h) => Number(new URL(h.url).port)));
      const [hijo] = hijos;
      if (!hijo) throw new Error('Sin procesos');
      const url = balanceador?.url ?? hijo.url;
      /** RSS de todos los procesos del servidor (con 2, la suma). */
      const rssTodos = (): number => hijos.reduce((t, h) => t + (rss(h.pid) || 0), 0);
      o.anotar(`flota · arranque + siembra (escala ${o.escala})`, `${f(hijo.msArranque / 1000, 1)} s${hijos.length > 1 ? `; ${hijos.length} procesos detrás del balanceador` : ''}`);
      const usuarios = await altaUsuarios(base.url, cuantosPorRol(o.dispositivos));
      const reparto = repartir(usuarios);
      const porRol = (rol: Rol): string => {
        const d = reparto.filter((u) => u.rol === rol);
        return `${d.length} ${rol === 'comercial' ? 'comerciales' : `${rol}s`}${rol === 'comercial' ? '' : ` (de ${personasDistintas(d)} personas de la demo)`}`;
      };
      o.anotar('flota · dispositivos', `${reparto.length}, un usuario por dispositivo: ${porRol('técnico')}, ${porRol('vigilante')}, ${porRol('comercial')}`);

      const rssInicio = rssTodos();
      let rssPico = rssInicio;
      /** El pico desde que los streams están abiertos (sin el de las descargas iniciales). */
      let rssPicoDia = 0;
      let enDia = false;
      muestras = setInterval(() => {
        const r = rssTodos();
        rssPico = Math.max(rssPico, r);
        if (enDia) rssPicoDia = Math.max(rssPicoDia, r);
      }, 250);
      // /salud cada segundo durante toda la prueba, de cada proceso y (con 2) por el balanceador.
      salud = [...hijos.map((h) => vigilarSalud(h.url)), ...(balanceador ? [vigilarSalud(balanceador.url)] : [])];

      const m = medidas();
      const limiteTotal = ahora() + 600_000 + o.duracionS * 1000;
      reparto.forEach((u, i) => dispositivos.push(new Dispositivo(i, u, url, m, () => limiteTotal)));

      console.log(`  ${reparto.length} dispositivos: entrada y descarga inicial (${EN_PARALELO} a la vez)…`);
      const tEntrada = ahora();
      await enTandas(dispositivos, EN_PARALELO, (d) => d.empezar());
      const msEntrada = ahora() - tEntrada;
      const rssTrasDescargas = rssTodos();

      console.log('  abriendo los streams…');
      await enTandas(dispositivos, EN_PARALELO, async (d) => {
        await Promise.race([d.abrirStream(), dormir(30_000).then(() => {
          throw new Error(`${d.u.login}: el stream no mandó su primer poke en 30 s`);
        })]);
      });
      const conectados = dispositivos.filter((d) => d.conectado).length;
      await dormir(1_000);
      const rssConStreams = rssTodos();
      enDia = true;
      const seqInicio = await (async () => {
        const c = new pg.Client({ connectionString: base.url });
        await c.connect();
        try {
          return Number((await c.query<{ s: string }>('select coalesce(max(seq), 0) as s from cambio')).rows[0]?.s ?? 0);
        } finally {
          await c.end();
        }
      })();

      // Día estable: cada dispositivo, un cambio por minuto, con su primer cambio en un instante al azar del minuto.
      console.log(`  día estable durante ${o.duracionS} s: un cambio por dispositivo y minuto…`);
      const cambios: Cambio[] = [];
      const fin = ahora() + o.duracionS * 1000;
      let sinObjetivo = 0;
      await Promise.all(dispositivos.map(async (d) => {
        let n = 0;
        let cuando = ahora() + Math.random() * PERIODO_CAMBIO_MS;
        while (cuando < fin) {
          await dormir(cuando - ahora());
          const c = await d.subir(n++);
          if (c) cambios.push(c);
          else {
            sinObjetivo += 1;
            return;
          }
          cuando += PERIODO_CAMBIO_MS;
        }
      }));
      await dormir(Math.max(0, fin - ahora()));
      // Calma: que lleguen los últimos pokes y terminen las puestas al día.
      await dormir(3_000);
      await Promise.race([Promise.all(dispositivos.map((d) => d.esperarPuestaAlDia())), dormir(CALMA_MS)]);
      const conectadosFin = dispositivos.filter((d) => d.conectado).length;

      // Lo que quedó en PostgreSQL.
      const c = new pg.Client({ connectionString: base.url });
      await c.connect();
      let aplicados = 0;
      let repetidos = 0;
      let seqFin = 0;
      const seqs = new Map<string, { seq: number; ambito: string[] }[]>();
      const filasTodas: { seq: number; ambito: string[] }[] = [];
      try {
        const ids = cambios.map((x) => x.idsync_upload);
        const r = await c.query<{ n: string; mas: string }>('select count(*) as n, count(*) filter (where entregas > 1) as mas from sync_aplicado where idsync_upload = any($1::text[])', [ids]);
        aplicados = Number(r.rows[0]?.n ?? 0);
        repetidos = Number(r.rows[0]?.mas ?? 0);
        seqFin = Number((await c.query<{ s: string }>('select coalesce(max(seq), 0) as s from cambio')).rows[0]?.s ?? 0);
        const filas = await c.query<{ seq: string; coleccion: string; id: string; ambito: string[] }>(
          'select seq, coleccion, id, ambito from cambio where seq > $1 order by seq', [seqInicio]);
        for (const x of filas.rows) {
          filasTodas.push({ seq: Number(x.seq), ambito: x.ambito });
          if (!COLECCIONES_CAMBIO.has(x.coleccion)) continue;
          const k = `${x.coleccion}:${x.id}`;
          const l = seqs.get(k) ?? [];
          l.push({ seq: Number(x.seq), ambito: x.ambito });
          seqs.set(k, l);
        }
      } finally {
        await c.end();
      }

      // Cambio → último stream: cada cambio aplicado toma su fila de `cambio` (por orden, por documento) y,
      // de cada dispositivo que ve su colección y cuyo ámbito corta el de la fila, el primer poke con seq ≥ el suyo.
      const hastaUltimo: number[] = [];
      let pokesPerdidos = 0;
      let filasDeMas = 0;
      const usados = new Map<string, number>();
      for (const cb of [...cambios].filter((x) => x.aplicado).sort((a, b) => a.enviado - b.enviado)) {
        const k = `${cb.coleccion}:${cb.id}`;
        const i = usados.get(k) ?? 0;
        usados.set(k, i + 1);
        const fila = seqs.get(k)?.[i];
        if (!fila) continue;
        let peor = 0;
        for (const d of dispositivos) {
          if (!d.u.visibles.has(cb.coleccion) || !cortan(fila.ambito, d.u.etiquetas)) continue;
          const p = d.pokes.find((x) => x.seq >= fila.seq && x.t >= cb.enviado);
          if (!p) pokesPerdidos += 1;
          else peor = Math.max(peor, p.t - cb.enviado);
        }
        hastaUltimo.push(peor);
      }
      for (const [k, l] of seqs) filasDeMas += Math.max(0, l.length - (usados.get(k) ?? 0));
      // Al día: un sync.pull final desde su checkpoint ya no trae nada (el checkpoint solo avanza con lo
      // que el usuario ve: su ámbito y sus colecciones visibles, server/sync/pull.ts).
      const atrasados: string[] = [];
      await enTandas(dispositivos, EN_PARALELO, async (d) => {
        try {
          const pendientes = await d.pendientes();
          if (pendientes > 0) atrasados.push(`${d.u.login}: ${pendientes} documentos tras el checkpoint ${d.checkpoint}`);
        } catch (e) {
          atrasados.push(`${d.u.login}: el sync.pull final falló (${e instanceof Error ? e.message : String(e)})`);
        }
      });
      const alDia = dispositivos.length - atrasados.length;
      const detalleAtrasados = atrasados.slice(0, 3).join('; ');

      const enviados = cambios.length;
      const bien = cambios.filter((x) => x.aplicado).length;
      const rechazos = [...m.rechazos].map(([k, v]) => `${k}: ${v}`).join(', ') || 'ninguna';
      const mb = (b: number): string => `${f(b / 1024 / 1024)} MB`;
      const ms = (xs: number[]): string => xs.length === 0 ? 'sin datos' : `p50 ${f(percentil(xs, 50))} ms, p99 ${f(percentil(xs, 99))} ms (${f(xs.length)})`;
      o.anotar('flota · entrada + descarga inicial de todos', `${f(msEntrada / 1000, 1)} s; por dispositivo ${ms(m.iniciales)}`);
      o.anotar('flota · streams abiertos', `${conectados} de ${reparto.length} al empezar, ${conectadosFin} al terminar`);
      o.anotar(`flota · cambios (${o.duracionS} s, 1 por dispositivo y minuto)`,
        `${f(enviados)} enviados, ${f(bien)} con respuesta, ${f(aplicados)} en sync_aplicado (${repetidos} entregados más de una vez), ${f(hastaUltimo.length)} con su fila en cambio, ${filasDeMas} filas de más; ${sinObjetivo} dispositivos sin nada suyo que cambiar`);
      o.anotar('flota · subida (la mutación hasta su respuesta)', ms(m.subidas));
      o.anotar('flota · sync.pull de puesta al día (por página)', `${ms(m.pulls)}; ${f(m.pullsVacios)} sin documentos (poke de algo que el usuario no ve)`);
      o.anotar('flota · de un cambio al último stream que recibe su poke',
        hastaUltimo.length === 0 ? 'sin datos' : `p50 ${f(percentil(hastaUltimo, 50))} ms, p99 ${f(percentil(hastaUltimo, 99))} ms, máx ${f(Math.max(...hastaUltimo))} ms; pokes que no llegaron: ${pokesPerdidos}`);
      o.anotar('flota · al día (un sync.pull final desde su checkpoint no trae nada)', `${alDia} de ${reparto.length} dispositivos (último seq ${seqFin}; ${f(filasTodas.length)} filas de cambio durante la prueba)${detalleAtrasados ? `; atrasados: ${detalleAtrasados}` : ''}`);
      o.anotar(`flota · RSS del servidor${hijos.length > 1 ? ` (suma de los ${hijos.length} procesos)` : ''}`,
        `${mb(rssInicio)} al empezar, ${mb(rssTrasDescargas)} tras las descargas, ${mb(rssConStreams)} con los streams, pico ${mb(rssPico)} (en el día estable, ${mb(rssPicoDia)}); (pico − inicio) / N = ${f((rssPico - rssInicio) / 1024 / reparto.length)} KB por stream abierto, (con streams − tras descargas) / N = ${f((rssConStreams - rssTrasDescargas) / 1024 / reparto.length, 1)} KB (el recolector de V8 mueve el RSS más que los streams: cifras orientativas)`);
      for (const v of salud) await v.parar();
      o.anotar('flota · /salud cada segundo', salud.map((v, i) => `${i < hijos.length ? `proceso ${i + 1}` : 'por el balanceador'}: ${sal(v.s)}`).join('; '));
      salud = [];
      o.anotar('flota · peticiones rechazadas (por código) y reintentadas', `${rechazos}; ${m.reintentos} reintentos; errores sin reintento ${m.erroresRpc}${m.primerError ? ` (el primero: ${m.primerError})` : ''}`);
    } finally {
      if (muestras) clearInterval(muestras);
      for (const d of dispositivos) d.cerrar();
      for (const v of salud) await v.parar();
      await balanceador?.cerrar();
      for (const h of hijos) await h.parar();
    }
  } finally {
    await base.borrar();
  }
};
