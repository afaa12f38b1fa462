/**
 * Mutadores de vigilantes y custodia de llaves (issue 16), los mismos en el dispositivo y en el servidor:
 *  - cuadrante.guardarSync: los turnos de un mes de un servicio (poner y quitar); después revisa todos los
 *    turnos de los vigilantes afectados, en cualquier puesto, y rechaza el guardado si un conflicto
 *    (solape, descanso, horas del mes: replication/cuadrantes.ts) toca un turno de esta llamada;
 *  - ronda.iniciarSync: la ronda realizada de una programada, del vigilante de la sesión;
 *  - ronda.escanearSync: una lectura con su resultado (replication/rondas.ts) y los contadores de la ronda;
 *  - ronda.cerrarSync: completa o incompleta; cada punto sin leer queda como lectura 'omitido' con el motivo;
 *  - parteNovedad.crearSync: el parte de novedad con sus novedades, número 'PN' + 8 hex de su id;
 *  - llavero.salidaSync / llavero.entradaSync: el movimiento con las dos firmas (persona y custodio) y
 *    el llavero fuera o dentro (replication/llaves.ts).
 * `fecha`, `inicio`, `fin` y la `hora` de una lectura son la hora del dispositivo situada en el reloj del
 * servidor (ctx.hora, replication/hora-dispositivo.ts; en el dispositivo, la suya sin juzgar) con su marca
 * (`hora_fiable`, `motivo_hora`); `fdispositivo`, la del reloj del dispositivo tal cual; `recibido` y
 * `frecibido`, la del servidor al aplicarlo (null en el dispositivo: llega con la descarga). Los ids de todo lo que se crea
 * vienen en los parámetros; en el servidor, un alta con un id que ya existe se rechaza (yaExiste).
 */
import { z } from '../zod';
import { entidades, type DocDe } from '../../schemas';
import {
  esDelMes, esHora, horarioTurno, mensajeConflictos, revisarCuadrante, ventanaRevision, type TurnoCuadrante,
} from '../cuadrantes';
import { comprobarDocumento, normalizarDocumento } from '../documento-identidad';
import { ErrorNegocio } from '../errores';
import { comprobarFirmaPngEntera, MENSAJES_FIRMA_PNG } from '../firma-png';
import { esFecha, HORA_INCORRECTA, MENSAJE_FECHA_NO_VALIDA, zInstante } from '../fechas-validas';
import { MENSAJES_LLAVES } from '../llaves';
import { horaDe, juzgaMarco, marcaHora, motivoMarcoCierre, motivoMarcoLectura, MENSAJES_HORA, type MarcaHora } from '../hora-dispositivo';
import { definirMutador, exigirActivo, exigirNuevo, horaRecibido, type ContextoMutacion } from '../mutador';
import { evaluarLectura, MENSAJES_RONDA, puntosPendientes, resumenRonda } from '../rondas';
import type { Tx } from '../tx';

const id = z.string().min(1).max(36);
const zFecha = z.string().refine(esFecha, MENSAJE_FECHA_NO_VALIDA);
const zHora = z.string().refine(esHora, HORA_INCORRECTA);
const textoOpcional = (max: number) => z.string().max(max).nullable();

/** Longitudes de los textos libres (las mismas en las pantallas). */
export const MAX_TITULO_PARTE_NOVEDAD = 200;
export const MAX_TEXTO_NOVEDAD = 4000;
export const MAX_AVISADOS = 1000;
export const MAX_MOTIVO_RONDA = 2000;
export const MAX_PERSONA_LLAVERO = 200;
export const MAX_TEXTO_LLAVERO = 2000;
/** Tamaño máximo de la imagen de una firma (data URL; esquema firma.imagen). */
export const MAX_IMAGEN_FIRMA = 400_000;
const PREFIJO_FIRMA = 'data:image/png;base64,';

/** idtabla del movimiento de un llavero (271): sus dos firmas. */
export const IDTABLA_MOVIMIENTO_LLAVE: number = entidades.movimientollave.idtabla ?? 271;

export const MENSAJES_VIGILANCIA = {
  cuadranteFueraDeMes: (fecha: string) => `El turno del ${fecha} no es del mes que se guarda`,
  turnoAjeno: (codigo: string) => `El turno ${codigo} no es de este puesto`,
  horarioNoValido: (codigo: string) => `El turno ${codigo} no tiene un horario válido (HH:MM)`,
  turnoDeOtroServicio: 'Ese turno del cuadrante es de otro servicio',
  ponerYQuitar: 'El mismo turno no se puede poner y quitar a la vez',
  repetido: 'Un turno del cuadrante viene dos veces',
  soloVigilantesParte: 'Solo un vigilante puede hacer partes de novedad',
} as const;

/** Número del parte de novedad creado en el dispositivo (sin contador sin red): 'PN' + 8 cifras hexadecimales de su id. */
export const numeroParteNovedad = (idparte: string): string => `PN${idparte.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

const activos = <T extends { estado: number }>(docs: readonly T[]): T[] => docs.filter((d) => d.estado > 0);

// ——— Cuadrante ———

const guardarCuadrante = definirMutador({
  metodo: 'cuadrante.guardarSync',
  descripcion: 'Cuadrante del mes guardado',
  sobre: { coleccion: 'puestoservicioservicio', campo: 'idpuesto_servicio_servicio' },
  params: z.object({
    idpuesto_servicio_servicio: id,
    anio: z.number().int().min(2000).max(2100),
    mes: z.number().int().min(1).max(12),
    poner: z.array(z.object({ idcuadrante: id, idvigilante: id, fecha: zFecha, idturno_puesto: id })).max(3000),
    quitar: z.array(id).max(3000),
  }),
  permiso: { objeto: 'cuadrante', accion: 'editar' },
  apps: ['vigilantes'],
  async aplicar(tx, p) {
    const servicio = await exigirActivo(tx, 'puestoservicioservicio', p.idpuesto_servicio_servicio);
    const idpuesto = servicio.idpuesto_servicio;
    const idsPoner = new Set(p.poner.map((x) => x.idcuadrante));
    if (idsPoner.size !== p.poner.length) throw new ErrorNegocio('validacion', MENSAJES_VIGILANCIA.repetido);
    if (p.quitar.some((q) => idsPoner.has(q))) throw new ErrorNegocio('validacion', MENSAJES_VIGILANCIA.ponerYQuitar);

    const turnos = new Map<string, DocDe<'turnopuesto'>>();
    const turnoDe = async (idturno: string): Promise<DocDe<'turnopuesto'>> => {
      const conocido = turnos.get(idturno);
      if (conocido) return conocido;
      const t = await exigirActivo(tx, 'turnopuesto', idturno);
      if (t.idpuesto_servicio !== idpuesto) throw new ErrorNegocio('regla', MENSAJES_VIGILANCIA.turnoAjeno(t.codigo));
      if (!esHora(t.hora_inicio) || !esHora(t.hora_fin)) throw new ErrorNegocio('validacion', MENSAJES_VIGILANCIA.horarioNoValido(t.codigo));
      turnos.set(idturno, t);
      return t;
    };
    const nombres = new Map<string, string>();
    const vigilanteDe = async (idvigilante: string): Promise<void> => {
      if (nombres.has(idvigilante)) return;
      const v = await exigirActivo(tx, 'vigilante', idvigilante);
      nombres.set(idvigilante, v.nombre);
    };
    const delServicio = async (idcuadrante: string): Promise<DocDe<'cuadranteturno'> | null> => {
      const actual = await tx.get('cuadranteturno', idcuadrante);
      if (actual && actual.idpuesto_servicio_servicio !== servicio.idpuesto_servicio_servicio) {
        throw new ErrorNegocio('regla', MENSAJES_VIGILANCIA.turnoDeOtroServicio);
      }
      return actual;
    };

    for (const x of p.poner) {
      if (!esDelMes(x.fecha, p.anio, p.mes)) throw new ErrorNegocio('validacion', MENSAJES_VIGILANCIA.cuadranteFueraDeMes(x.fecha));
      const turno = await turnoDe(x.idturno_puesto);
      await vigilanteDe(x.idvigilante);
      const actual = await delServicio(x.idcuadrante);
      await tx.put('cuadranteturno', {
        idcuadrante: x.idcuadrante, idpuesto_servicio: idpuesto, idpuesto_servicio_servicio: servicio.idpuesto_servicio_servicio,
        idvigilante: x.idvigilante, fecha: x.fecha, idturno_puesto: turno.idturno_puesto, codigo: turno.codigo,
        ...horarioTurno(x.fecha, turno.hora_inicio, turno.hora_fin), observaciones: actual?.observaciones ?? null, estado: 1,
      });
    }
    let quitados = 0;
    for (const idcuadrante of p.quitar) {
      // Uno que ya no está (lo quitó otro supervisor) no impide guardar el resto.
      if (!(await delServicio(idcuadrante))) continue;
      await tx.remove('cuadranteturno', idcuadrante);
      quitados += 1;
    }

    // Todos los turnos activos de los vigilantes afectados, en cualquier puesto, del día anterior al mes al siguiente.
    const { desde, hasta } = ventanaRevision(p.anio, p.mes);
    const revisar: TurnoCuadrante[] = [];
    for (const idvigilante of nombres.keys()) {
      for (const t of activos(await tx.find('cuadranteturno', { idvigilante }))) if (t.fecha >= desde && t.fecha <= hasta) revisar.push(t);
    }
    const conflictos = revisarCuadrante(revisar, (idv) => nombres.get(idv) ?? idv).filter((c) => c.ids.some((i) => idsPoner.has(i)));
    if (conflictos.length > 0) throw new ErrorNegocio('regla', mensajeConflictos(conflictos));
    return { idpuesto_servicio_servicio: servicio.idpuesto_servicio_servicio, puestos: p.poner.length, quitados };
  },
});

// ——— Rondas ———

const rondaEnCurso = async (tx: Tx, idronda: string): Promise<DocDe<'rondarealizada'>> => {
  const ronda = await exigirActivo(tx, 'rondarealizada', idronda);
  if (ronda.situacion !== 'en_curso') throw new ErrorNegocio('regla', MENSAJES_RONDA.cerrada);
  return ronda;
};

/** La marca de la ronda al cerrarla: la del inicio y la del cierre juntas (una hora no fiable no se olvida). */
const sumarMarcas = (ronda: DocDe<'rondarealizada'>, cierre: MarcaHora): MarcaHora => {
  if (cierre.hora_fiable === null) return cierre;
  const motivos = [ronda.hora_fiable === false ? ronda.motivo_hora : null, cierre.motivo_hora].filter((m): m is string => typeof m === 'string' && m !== '');
  const fiable = ronda.hora_fiable !== false && cierre.hora_fiable;
  return { hora_fiable: fiable, motivo_hora: fiable ? null : motivos.join('. ').slice(0, 500) || null, desfase_ms: cierre.desfase_ms };
};

const iniciarRonda = definirMutador({
  metodo: 'ronda.iniciarSync',
  descripcion: 'Ronda empezada',
  sobre: { coleccion: 'rondarealizada', campo: 'idronda_realizada' },
  params: z.object({ idronda_realizada: id, idronda_programada: id }),
  permiso: { objeto: 'ronda_realizada', accion: 'insertar' },
  apps: ['vigilantes'],
  horaDispositivo: { colecciones: ['rondarealizada'] },
  async aplicar(tx, p, ctx) {
    const idvigilante = ctx.usuario.idvigilante;
    if (!idvigilante) throw new ErrorNegocio('regla', MENSAJES_RONDA.soloVigilantes);
    await exigirNuevo(tx, 'rondarealizada', p.idronda_realizada, ctx);
    const prog = await exigirActivo(tx, 'rondaprogramada', p.idronda_programada);
    const puntos = activos(await tx.find('puntoronda', { idronda_programada: prog.idronda_programada }));
    const hora = horaDe(ctx);
    await tx.put('rondarealizada', {
      idronda_realizada: p.idronda_realizada, idronda_programada: prog.idronda_programada, idpuesto_servicio: prog.idpuesto_servicio, idvigilante,
      inicio: hora.servidor, fin: null, recibido: hora.recibido ?? horaRecibido(ctx), situacion: 'en_curso', motivo_cierre: null,
      puntos_total: puntos.length, puntos_leidos: 0, incidencias: 0, ...marcaHora(hora), estado: 1,
    });
    return { idronda_realizada: p.idronda_realizada, puntos_total: puntos.length };
  },
});

const escanear = definirMutador({
  metodo: 'ronda.escanearSync',
  descripcion: 'Punto de control leído en la ronda',
  sobre: { coleccion: 'rondarealizada', campo: 'idronda_realizada' },
  params: z.object({
    idronda_check: id,
    idronda_realizada: id,
    codigo: z.string().trim().min(1, 'Campo requerido').max(200),
    lat: z.number().min(-90).max(90).nullable(),
    lng: z.number().min(-180).max(180).nullable(),
    precision: z.number().min(0).max(1_000_000).nullable(),
  }),
  permiso: { objeto: 'ronda_check', accion: 'insertar' },
  apps: ['vigilantes'],
  horaDispositivo: { colecciones: ['rondacheck'] },
  async aplicar(tx, p, ctx) {
    await exigirNuevo(tx, 'rondacheck', p.idronda_check, ctx);
    const ronda = await rondaEnCurso(tx, p.idronda_realizada);
    const prog = await exigirActivo(tx, 'rondaprogramada', ronda.idronda_programada);
    const puntos = await tx.find('puntoronda', { idronda_programada: prog.idronda_programada });
    const checks = await tx.find('rondacheck', { idronda_realizada: ronda.idronda_realizada });
    const { resultado, punto } = evaluarLectura(p.codigo, puntos, checks, prog.ordenada);
    const hora = horaDe(ctx);
    // El marco: dentro de su ronda. Una lectura sin hora fiable se guarda, pero no cuenta como punto leído.
    const marco = juzgaMarco(hora) ? motivoMarcoLectura(hora.servidor, ronda) : null;
    const lectura: DocDe<'rondacheck'> = {
      idronda_check: p.idronda_check, idronda_realizada: ronda.idronda_realizada, idpunto_ronda: punto?.idpunto_ronda ?? null,
      codigo: p.codigo, secuencia: checks.length + 1, resultado, fdispositivo: hora.dispositivo, hora: hora.servidor,
      frecibido: hora.recibido ?? horaRecibido(ctx), lat: p.lat, lng: p.lng, precision: p.precision, observaciones: null,
      ...marcaHora(hora, marco), estado: 1,
    };
    await tx.put('rondacheck', lectura);
    const r = resumenRonda(puntos, [...checks, lectura]);
    await tx.put('rondarealizada', { ...ronda, puntos_leidos: r.leidos, incidencias: r.incidencias });
    return { idronda_check: p.idronda_check, resultado, idpunto_ronda: punto?.idpunto_ronda ?? null, puntos_leidos: r.leidos, pendientes: r.pendientes };
  },
});

const cerrarRonda = definirMutador({
  metodo: 'ronda.cerrarSync',
  descripcion: 'Ronda terminada',
  sobre: { coleccion: 'rondarealizada', campo: 'idronda_realizada' },
  params: z.object({
    idronda_realizada: id,
    motivo: textoOpcional(MAX_MOTIVO_RONDA),
    omitidos: z.array(z.object({ idronda_check: id, idpunto_ronda: id })).max(1000),
  }),
  permiso: { objeto: 'ronda_realizada', accion: 'editar' },
  apps: ['vigilantes'],
  horaDispositivo: { colecciones: ['rondarealizada'] },
  async aplicar(tx, p, ctx) {
    const ronda = await rondaEnCurso(tx, p.idronda_realizada);
    const puntos = await tx.find('puntoronda', { idronda_programada: ronda.idronda_programada });
    const checks = await tx.find('rondacheck', { idronda_realizada: ronda.idronda_realizada });
    const pendientes = puntosPendientes(puntos, checks);
    const motivo = p.motivo?.trim() || null;
    if (pendientes.length > 0 && !motivo) throw new ErrorNegocio('validacion', MENSAJES_RONDA.sinMotivo);
    const idCheckDe = new Map(p.omitidos.map((o) => [o.idpunto_ronda, o.idronda_check]));
    const hora = horaDe(ctx);
    const recibido = hora.recibido ?? horaRecibido(ctx);
    const nuevas: DocDe<'rondacheck'>[] = [];
    for (const punto of pendientes) {
      const idcheck = idCheckDe.get(punto.idpunto_ronda);
      if (!idcheck) throw new ErrorNegocio('validacion', MENSAJES_RONDA.faltaOmitido(punto.nombre));
      await exigirNuevo(tx, 'rondacheck', idcheck, ctx);
      const omitido: DocDe<'rondacheck'> = {
        idronda_check: idcheck, idronda_realizada: ronda.idronda_realizada, idpunto_ronda: punto.idpunto_ronda, codigo: punto.codigo,
        secuencia: checks.length + nuevas.length + 1, resultado: 'omitido', fdispositivo: null, frecibido: recibido,
        lat: null, lng: null, precision: null, observaciones: motivo, estado: 1,
      };
      await tx.put('rondacheck', omitido);
      nuevas.push(omitido);
    }
    const r = resumenRonda(puntos, [...checks, ...nuevas]);
    const situacion = pendientes.length > 0 ? 'incompleta' : 'completa';
    // El marco del cierre: después del inicio y de todas las lecturas; la marca de la ronda suma la del inicio.
    const marco = juzgaMarco(hora) ? motivoMarcoCierre(hora.servidor, ronda.inicio, checks.map((c) => c.hora ?? c.fdispositivo)) : null;
    await tx.put('rondarealizada', {
      ...ronda, situacion, fin: hora.servidor, motivo_cierre: motivo, puntos_leidos: r.leidos, incidencias: r.incidencias,
      ...sumarMarcas(ronda, marcaHora(hora, marco)),
    });
    return { idronda_realizada: ronda.idronda_realizada, situacion, omitidos: nuevas.length, incidencias: r.incidencias };
  },
});

// ——— Partes de novedad ———

const TIPOS_NOVEDAD = ['intrusion', 'alarma', 'averia', 'incendio', 'acceso', 'ronda', 'relevo', 'otro'] as const;

const crearParteNovedad = definirMutador({
  metodo: 'parteNovedad.crearSync',
  descripcion: 'Parte de novedad creado',
  sobre: { coleccion: 'partenovedad', campo: 'idparte_novedad' },
  params: z.object({
    idparte_novedad: id,
    idpuesto_servicio: id,
    titulo: z.string().trim().min(1, 'Campo requerido').max(MAX_TITULO_PARTE_NOVEDAD),
    descripcion: textoOpcional(MAX_TEXTO_NOVEDAD),
    gravedad: z.enum(['baja', 'media', 'alta']),
    avisados: textoOpcional(MAX_AVISADOS),
    novedades: z.array(z.object({
      idnovedad: id,
      hora: zHora,
      tipo: z.enum(TIPOS_NOVEDAD),
      descripcion: z.string().trim().min(1, 'Campo requerido').max(MAX_TEXTO_NOVEDAD),
      actuacion: textoOpcional(MAX_TEXTO_NOVEDAD),
    })).max(200),
  }),
  permiso: { objeto: 'parte_novedad', accion: 'insertar' },
  apps: ['vigilantes'],
  horaDispositivo: { colecciones: ['partenovedad'] },
  async aplicar(tx, p, ctx) {
    const idvigilante = ctx.usuario.idvigilante;
    if (!idvigilante) throw new ErrorNegocio('regla', MENSAJES_VIGILANCIA.soloVigilantesParte);
    await exigirNuevo(tx, 'partenovedad', p.idparte_novedad, ctx);
    const puesto = await exigirActivo(tx, 'puestoservicio', p.idpuesto_servicio);
    const numero = numeroParteNovedad(p.idparte_novedad);
    const hora = horaDe(ctx);
    // Primero el parte (en el servidor, su escritura comprueba que el puesto es del vigilante) y después sus novedades.
    await tx.put('partenovedad', {
      idparte_novedad: p.idparte_novedad, numero, idpuesto_servicio: puesto.idpuesto_servicio, idvigilante, fecha: hora.servidor,
      recibido: hora.recibido ?? horaRecibido(ctx), titulo: p.titulo, descripcion: p.descripcion?.trim() || null, gravedad: p.gravedad,
      avisados: p.avisados?.trim() || null, ...marcaHora(hora), estado: 1,
    });
    for (const n of p.novedades) {
      await exigirNuevo(tx, 'novedad', n.idnovedad, ctx);
      await tx.put('novedad', {
        idnovedad: n.idnovedad, idparte_novedad: p.idparte_novedad, hora: n.hora, tipo: n.tipo, descripcion: n.descripcion,
        actuacion: n.actuacion?.trim() || null, estado: 1,
      });
    }
    return { idparte_novedad: p.idparte_novedad, numero };
  },
});

// ——— Custodia de llaves ———

const zFirma = z.object({ idfirma: id, imagen: z.string().max(MAX_IMAGEN_FIRMA) });

const zMovimiento = z.object({
  idmovimiento_llave: id,
  idllavero: id,
  persona: z.string().max(MAX_PERSONA_LLAVERO),
  dni: z.string().max(20),
  empresa: textoOpcional(MAX_PERSONA_LLAVERO),
  motivo: textoOpcional(MAX_TEXTO_LLAVERO),
  observaciones: textoOpcional(MAX_TEXTO_LLAVERO),
  firmaPersona: zFirma,
  firmaCustodio: zFirma,
});

type ParamsMovimiento = z.infer<typeof zMovimiento> & { fprevista_devolucion: string | null };

/** Hecha (si no, `falta`) y una imagen PNG de verdad y de tamaño razonable: la regla de todas las firmas. */
const comprobarFirma = async (imagen: string, falta: string): Promise<void> => {
  if (!imagen.startsWith(PREFIJO_FIRMA) || imagen.length <= PREFIJO_FIRMA.length) throw new ErrorNegocio('validacion', falta);
  const fallo = await comprobarFirmaPngEntera(imagen);
  if (fallo) throw new ErrorNegocio('validacion', MENSAJES_FIRMA_PNG[fallo]);
};

/** Escribe el movimiento y sus dos firmas; devuelve el llavero leído (ya comprobado en su situación). */
const registrarMovimiento = async (
  tx: Tx, p: ParamsMovimiento, tipo: 'salida' | 'entrada', ctx: ContextoMutacion,
): Promise<{ llavero: DocDe<'llavero'>; persona: string }> => {
  const persona = p.persona.trim();
  if (!persona) throw new ErrorNegocio('validacion', MENSAJES_LLAVES.sinPersona);
  const errorDni = comprobarDocumento(p.dni);
  if (errorDni) throw new ErrorNegocio('validacion', errorDni);
  await comprobarFirma(p.firmaPersona.imagen, MENSAJES_LLAVES.sinFirmaPersona);
  await comprobarFirma(p.firmaCustodio.imagen, MENSAJES_LLAVES.sinFirmaCustodio);
  if (p.firmaPersona.idfirma === p.firmaCustodio.idfirma) throw new ErrorNegocio('validacion', 'Las dos firmas llevan el mismo identificador');
  const idempleado = ctx.usuario.idempleado;
  if (!idempleado) throw new ErrorNegocio('regla', MENSAJES_LLAVES.soloEmpleados);
  await exigirNuevo(tx, 'movimientollave', p.idmovimiento_llave, ctx);
  await exigirNuevo(tx, 'firma', p.firmaPersona.idfirma, ctx);
  await exigirNuevo(tx, 'firma', p.firmaCustodio.idfirma, ctx);
  const llavero = await exigirActivo(tx, 'llavero', p.idllavero);
  if (tipo === 'salida' && llavero.situacion !== 'dentro') throw new ErrorNegocio('regla', MENSAJES_LLAVES.yaFuera(llavero.codigo, llavero.en_poder ?? null));
  if (tipo === 'entrada' && llavero.situacion !== 'fuera') throw new ErrorNegocio('regla', MENSAJES_LLAVES.yaDentro(llavero.codigo));
  const hora = horaDe(ctx);
  if (p.fprevista_devolucion !== null && Date.parse(p.fprevista_devolucion) <= Date.parse(hora.servidor)) {
    throw new ErrorNegocio('validacion', MENSAJES_LLAVES.devolucionAnterior);
  }
  // El marco de una devolución: después de la salida del llavero.
  const salida = tipo === 'entrada' && juzgaMarco(hora) && llavero.idmovimiento_llave ? await tx.get('movimientollave', llavero.idmovimiento_llave) : null;
  const marco = salida && Date.parse(hora.servidor) < Date.parse(salida.fecha) ? MENSAJES_HORA.entradaAntesDeSalida(hora.servidor, salida.fecha) : null;
  const custodio = ctx.usuario.nombre.slice(0, 200);
  const dni = normalizarDocumento(p.dni);
  await tx.put('movimientollave', {
    idmovimiento_llave: p.idmovimiento_llave, idllavero: llavero.idllavero, tipo, fecha: hora.servidor, recibido: hora.recibido ?? horaRecibido(ctx),
    persona, dni, empresa: p.empresa?.trim() || null, motivo: p.motivo?.trim() || null, fprevista_devolucion: p.fprevista_devolucion, idempleado, custodio,
    observaciones: p.observaciones?.trim() || null, ...marcaHora(hora, marco), estado: 1,
  });
  const firma = (idfirma: string, nombre: string, dniFirma: string, imagen: string): DocDe<'firma'> => ({
    idfirma, idtabla: IDTABLA_MOVIMIENTO_LLAVE, id: p.idmovimiento_llave, nombre, dni: dniFirma, imagen, fecha: hora.servidor, estado: 1,
  });
  await tx.put('firma', firma(p.firmaPersona.idfirma, persona, dni, p.firmaPersona.imagen));
  await tx.put('firma', firma(p.firmaCustodio.idfirma, custodio, '', p.firmaCustodio.imagen));
  return { llavero, persona };
};

const salidaLlavero = definirMutador({
  metodo: 'llavero.salidaSync',
  descripcion: 'Salida de un llavero registrada',
  sobre: { coleccion: 'llavero', campo: 'idllavero' },
  params: zMovimiento.extend({ fprevista_devolucion: zInstante.nullable() }),
  permiso: { objeto: 'movimiento_llave', accion: 'insertar' },
  apps: ['custodiaLlaves', 'vigilantes'],
  horaDispositivo: { colecciones: ['movimientollave'] },
  async aplicar(tx, p, ctx) {
    const { llavero, persona } = await registrarMovimiento(tx, p, 'salida', ctx);
    await tx.put('llavero', {
      ...llavero, situacion: 'fuera', idmovimiento_llave: p.idmovimiento_llave, en_poder: persona, fprevista_devolucion: p.fprevista_devolucion,
    });
    return { idmovimiento_llave: p.idmovimiento_llave, idllavero: llavero.idllavero };
  },
});

const entradaLlavero = definirMutador({
  metodo: 'llavero.entradaSync',
  descripcion: 'Devolución de un llavero registrada',
  sobre: { coleccion: 'llavero', campo: 'idllavero' },
  params: zMovimiento,
  permiso: { objeto: 'movimiento_llave', accion: 'insertar' },
  apps: ['custodiaLlaves', 'vigilantes'],
  horaDispositivo: { colecciones: ['movimientollave'] },
  async aplicar(tx, p, ctx) {
    const { llavero } = await registrarMovimiento(tx, { ...p, fprevista_devolucion: null }, 'entrada', ctx);
    await tx.put('llavero', { ...llavero, situacion: 'dentro', idmovimiento_llave: null, en_poder: null, fprevista_devolucion: null });
    return { idmovimiento_llave: p.idmovimiento_llave, idllavero: llavero.idllavero };
  },
});

export const mutadoresVigilancia = [
  guardarCuadrante, iniciarRonda, escanear, cerrarRonda, crearParteNovedad, salidaLlavero, entradaLlavero,
] as const;
