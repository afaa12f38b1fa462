/**
 * Vigilantes y custodia de llaves en el servidor (issue 16), en PGlite y PostgreSQL:
 *  - ámbito: el vigilante V1 recibe su puesto PS1 con lo que cuelga de él, no el puesto PS2 en el que no
 *    está; el técnico, solo el catálogo de vigilantes;
 *  - una ronda entera (iniciar, tres lecturas con un código desconocido, cerrar con motivo): cada lectura con
 *    la hora del dispositivo y la del servidor; cerrar sin motivo con puntos sin leer, rechazado;
 *  - el cuadrante: un mes válido se guarda; un vigilante en dos puestos a la vez o por encima de las horas
 *    del mes, rechazado;
 *  - llaves: una salida, otra salida rechazada, la entrada;
 *  - parte de novedad: número y hora de recepción; en un puesto ajeno, rechazado.
 */
import { describe, expect, it } from 'vitest';
import type { Doc } from '../../replication/tx';
import { MENSAJES_RONDA } from '../../replication/rondas';
import { HORA_INCORRECTA } from '../../replication/fechas-validas';
import { administrador, tecnico1, vigilante1 } from './prueba/datos';
import { baseCargada, BASES, descargar, diaPasado, errorDe, leerDoc, mutar } from './prueba/entorno';

/** PNG de 1×1 píxel: las firmas se comprueban como imagen (replication/firma-png.ts). */
const FIRMA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const esInstante = (v: unknown): boolean => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && v.endsWith('Z');

const movimiento = (idmov: string, extra: Record<string, unknown> = {}) => ({
  idmovimiento_llave: idmov, idllavero: 'LL1', persona: 'Pedro Sanz', dni: '12345678z', empresa: 'Reformas Sanz', motivo: 'Reparar la persiana',
  observaciones: null, firmaPersona: { idfirma: `${idmov}-P`, imagen: FIRMA }, firmaCustodio: { idfirma: `${idmov}-C`, imagen: FIRMA }, ...extra,
});

const dias = (desde: number, hasta: number): string[] =>
  Array.from({ length: hasta - desde + 1 }, (_, i) => `2026-12-${String(desde + i).padStart(2, '0')}`);

describe.each(BASES)('vigilancia ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  it('el vigilante recibe su puesto y lo que cuelga de él, no el puesto en el que no está', async () => {
    const v1 = await descargar(base.db, vigilante1);
    const suyos = [
      'vigilante:V1', 'puestoservicio:PS1', 'puestoservicioservicio:PSS1', 'turnopuesto:TP1', 'turnopuesto:TP2', 'puestovigilante:PV1', 'cuadranteturno:CQ1',
      'rondaprogramada:RP1', 'puntoronda:PRD1', 'puntoronda:PRD4', 'partenovedad:PNV1', 'novedad:NV1', 'llavero:LL1',
    ];
    for (const ref of suyos) expect(v1.docs.has(ref), ref).toBe(true);
    for (const ref of ['puestoservicio:PS2', 'puestoservicioservicio:PSS2', 'turnopuesto:TP3', 'partetrabajo:PT1']) expect(v1.docs.has(ref), ref).toBe(false);
    const t1 = await descargar(base.db, tecnico1);
    expect(t1.docs.has('vigilante:V1')).toBe(true);
    for (const ref of suyos.slice(1)) expect(t1.docs.has(ref), ref).toBe(false);
  });

  it('una ronda entera: lecturas con la hora del dispositivo y la del servidor, cierre con motivo', async () => {
    const db = base.db;
    const dia = diaPasado(7);
    await mutar(db, vigilante1, 'ronda.iniciarSync', { idronda_realizada: 'RR1', idronda_programada: 'RP1' }, undefined, dia('22:00'));
    const lecturas: [string, string, string][] = [['RC1', 'QR-PS1-01', 'correcto'], ['RC2', 'QR-OTRO', 'desconocido'], ['RC3', 'QR-PS1-03', 'fuera_de_orden']];
    for (const [i, [idcheck, codigo, resultado]] of lecturas.entries()) {
      const r = await mutar(db, vigilante1, 'ronda.escanearSync', {
        idronda_check: idcheck, idronda_realizada: 'RR1', codigo, lat: 40.45, lng: -3.69, precision: 12,
      }, undefined, dia(`22:0${i + 1}`));
      expect(r.resultado).toMatchObject({ resultado });
    }

    const e = await errorDe(mutar(db, vigilante1, 'ronda.cerrarSync', { idronda_realizada: 'RR1', motivo: '  ', omitidos: [] }));
    expect(e.message).toBe(MENSAJES_RONDA.sinMotivo);

    await mutar(db, vigilante1, 'ronda.cerrarSync', {
      idronda_realizada: 'RR1', motivo: 'Muelle cerrado por obras',
      omitidos: [{ idronda_check: 'RC4', idpunto_ronda: 'PRD2' }, { idronda_check: 'RC5', idpunto_ronda: 'PRD4' }],
    }, undefined, dia('22:30'));

    const v1 = await descargar(db, vigilante1);
    const ronda = v1.docs.get('rondarealizada:RR1');
    expect(ronda).toMatchObject({
      idpuesto_servicio: 'PS1', idvigilante: 'V1', inicio: dia('22:00'), fin: dia('22:30'), situacion: 'incompleta',
      motivo_cierre: 'Muelle cerrado por obras', puntos_total: 4, puntos_leidos: 2, incidencias: 4,
    });
    expect(esInstante(ronda?.recibido)).toBe(true);
    const checks = ['RC1', 'RC2', 'RC3', 'RC4', 'RC5'].map((id) => v1.docs.get(`rondacheck:${id}`));
    expect(checks.map((c) => [c?.resultado, c?.secuencia, c?.idpunto_ronda ?? null])).toEqual([
      ['correcto', 1, 'PRD1'], ['desconocido', 2, null], ['fuera_de_orden', 3, 'PRD3'], ['omitido', 4, 'PRD2'], ['omitido', 5, 'PRD4'],
    ]);
    expect(checks.slice(0, 3).map((c) => c?.fdispositivo)).toEqual([dia('22:01'), dia('22:02'), dia('22:03')]);
    for (const c of checks) expect(esInstante(c?.frecibido), String(c?.idronda_check)).toBe(true);
    expect(checks[3]).toMatchObject({ fdispositivo: null, codigo: 'QR-PS1-02', observaciones: 'Muelle cerrado por obras' });
    expect(checks[0]).toMatchObject({ lat: 40.45, lng: -3.69, precision: 12 });

    // Cerrada: no admite más lecturas; el mismo inicio otra vez (otra subida con el mismo id) no duplica nada.
    const e2 = await errorDe(mutar(db, vigilante1, 'ronda.escanearSync', { idronda_check: 'RC6', idronda_realizada: 'RR1', codigo: 'QR-PS1-02', lat: null, lng: null, precision: null }));
    expect(e2.message).toBe(MENSAJES_RONDA.cerrada);
    const e3 = await errorDe(mutar(db, vigilante1, 'ronda.iniciarSync', { idronda_realizada: 'RR1', idronda_programada: 'RP1' }));
    expect(e3.tipo).toBe('yaExiste');
    // Quien no es vigilante no hace rondas.
    const e4 = await errorDe(mutar(db, administrador, 'ronda.iniciarSync', { idronda_realizada: 'RR2', idronda_programada: 'RP1' }));
    expect(e4.message).toBe(MENSAJES_RONDA.soloVigilantes);
  });

  it('el cuadrante: un mes válido se guarda; dos puestos a la vez o más de 162 horas, no', async () => {
    const db = base.db;
    const poner = (servicio: string, turno: string, fechas: string[]) => fechas.map((fecha) => ({ idcuadrante: `${servicio}-${fecha}`, idvigilante: 'V1', fecha, idturno_puesto: turno }));
    const guardar = (servicio: string, p: { poner?: ReturnType<typeof poner>; quitar?: string[] }) =>
      mutar(db, administrador, 'cuadrante.guardarSync', { idpuesto_servicio_servicio: servicio, anio: 2026, mes: 12, poner: p.poner ?? [], quitar: p.quitar ?? [] });

    // Mañanas del 1 al 19: 152 h, descansos de 16 h.
    await guardar('PSS1', { poner: poner('PSS1', 'TP1', dias(1, 19)) });
    const v1 = await descargar(db, vigilante1);
    expect(v1.docs.get('cuadranteturno:PSS1-2026-12-03')).toMatchObject({
      idpuesto_servicio: 'PS1', codigo: 'M', inicio: '2026-12-03T06:00', fin: '2026-12-03T14:00', horas: 8, estado: 1,
    });

    // El 3 también en PS2 de 10:00 a 18:00: en dos puestos a la vez; no se escribe nada.
    const e = await errorDe(guardar('PSS2', { poner: poner('PSS2', 'TP3', ['2026-12-03']) }));
    expect(e.tipo).toBe('regla');
    expect(e.message).toContain('está en dos puestos a la vez');
    expect(e.message).toBe('Vigilante 1 está en dos puestos a la vez el 03/12/2026 (06:00–14:00 y 10:00–18:00)');
    expect(await leerDoc(db, 'cuadranteturno', 'PSS2-2026-12-03')).toBeNull();

    // Dos noches más: 168 h en diciembre.
    const e2 = await errorDe(guardar('PSS1', { poner: poner('PSS1', 'TP2', ['2026-12-22', '2026-12-24']) }));
    expect(e2.message).toBe('Vigilante 1 supera las 162 horas en diciembre de 2026 (168 h)');

    // Quitando la mañana del 19, las dos noches caben; un turno de otro puesto o de otro mes, no.
    await guardar('PSS1', { poner: poner('PSS1', 'TP2', ['2026-12-22', '2026-12-24']), quitar: ['PSS1-2026-12-19'] });
    expect(await leerDoc(db, 'cuadranteturno', 'PSS1-2026-12-19')).toBeNull();
    expect(await leerDoc(db, 'cuadranteturno', 'PSS1-2026-12-22')).toMatchObject({ codigo: 'N', inicio: '2026-12-22T22:00', fin: '2026-12-23T06:00', horas: 8 });
    const e3 = await errorDe(guardar('PSS1', { poner: poner('PSS1', 'TP3', ['2026-12-24']) }));
    expect(e3.message).toBe('El turno D no es de este puesto');
    const e4 = await errorDe(guardar('PSS1', { poner: poner('PSS1', 'TP1', ['2027-01-02']) }));
    expect(e4.tipo).toBe('validacion');
    // El vigilante solo ve el cuadrante.
    const e5 = await errorDe(mutar(db, { ...vigilante1, usuario: { ...vigilante1.usuario, permisos: { ...vigilante1.usuario.permisos, cuadrante: { visualizar: true, insertar: false, editar: false, borrar: false } } } },
      'cuadrante.guardarSync', { idpuesto_servicio_servicio: 'PSS1', anio: 2026, mes: 12, poner: [], quitar: [] }));
    expect(e5.tipo).toBe('permiso');
  });

  it('llaves: salida, otra salida rechazada, entrada', async () => {
    const db = base.db;
    const [diaSalida, diaVuelta] = [diaPasado(3), diaPasado(2)];
    await mutar(db, vigilante1, 'llavero.salidaSync', movimiento('ML1', { fprevista_devolucion: diaVuelta('18:00') }), undefined, diaSalida('09:00'));
    let v1 = await descargar(db, vigilante1);
    expect(v1.docs.get('llavero:LL1')).toMatchObject({ situacion: 'fuera', idmovimiento_llave: 'ML1', en_poder: 'Pedro Sanz', fprevista_devolucion: diaVuelta('18:00') });
    const salida = v1.docs.get('movimientollave:ML1');
    expect(salida).toMatchObject({ tipo: 'salida', fecha: diaSalida('09:00'), dni: '12345678Z', idempleado: 'E5', custodio: 'Usuario UV1', empresa: 'Reformas Sanz' });
    expect(esInstante(salida?.recibido)).toBe(true);
    expect(v1.docs.get('firma:ML1-P')).toMatchObject({ idtabla: 271, id: 'ML1', nombre: 'Pedro Sanz', dni: '12345678Z' });
    expect(v1.docs.get('firma:ML1-C')).toMatchObject({ idtabla: 271, id: 'ML1', nombre: 'Usuario UV1', dni: '' });

    const e = await errorDe(mutar(db, vigilante1, 'llavero.salidaSync', movimiento('ML2', { fprevista_devolucion: null })));
    expect(e.message).toBe('El llavero LL-001 ya está fuera (lo tiene Pedro Sanz)');
    expect(await leerDoc(db, 'movimientollave', 'ML2')).toBeNull();
    const e2 = await errorDe(mutar(db, vigilante1, 'llavero.salidaSync', { ...movimiento('ML2b'), dni: '12345678A', fprevista_devolucion: null }));
    expect(e2.message).toBe('El DNI no es correcto');

    await mutar(db, vigilante1, 'llavero.entradaSync', movimiento('ML3'), undefined, diaVuelta('17:00'));
    v1 = await descargar(db, vigilante1);
    expect(v1.docs.get('llavero:LL1')).toMatchObject({ situacion: 'dentro', idmovimiento_llave: null, en_poder: null, fprevista_devolucion: null });
    expect(v1.docs.get('movimientollave:ML3')).toMatchObject({ tipo: 'entrada', fecha: diaVuelta('17:00') });
    const e3 = await errorDe(mutar(db, vigilante1, 'llavero.entradaSync', movimiento('ML4')));
    expect(e3.message).toBe('El llavero LL-001 ya está dentro');
  });

  it('parte de novedad: número y hora de recepción; en un puesto ajeno, rechazado', async () => {
    const db = base.db;
    const dia = diaPasado(7);
    const parte = (idparte: string, idpuesto: string) => ({
      idparte_novedad: idparte, idpuesto_servicio: idpuesto, titulo: 'Intento de intrusión', descripcion: 'Valla cortada en el lado norte', gravedad: 'alta',
      avisados: 'Policía Nacional', novedades: [
        { idnovedad: `${idparte.slice(0, 8)}-N1`, hora: '02:15', tipo: 'intrusion', descripcion: 'Salta la alarma perimetral', actuacion: 'Aviso a la CRA' },
        { idnovedad: `${idparte.slice(0, 8)}-N2`, hora: '02:40', tipo: 'relevo', descripcion: 'Llega la patrulla', actuacion: null },
      ],
    });
    await mutar(db, vigilante1, 'parteNovedad.crearSync', parte('ab12cd34-0000-4000-8000-000000000001', 'PS1'), undefined, dia('02:50'));
    const v1 = await descargar(db, vigilante1);
    const doc: Doc | undefined = v1.docs.get('partenovedad:ab12cd34-0000-4000-8000-000000000001');
    expect(doc).toMatchObject({ numero: 'PNAB12CD34', idvigilante: 'V1', fecha: dia('02:50'), gravedad: 'alta' });
    expect(esInstante(doc?.recibido)).toBe(true);
    expect(v1.docs.get('novedad:ab12cd34-N1')).toMatchObject({ hora: '02:15', tipo: 'intrusion', actuacion: 'Aviso a la CRA' });
    expect(v1.docs.get('novedad:ab12cd34-N2')).toMatchObject({ tipo: 'relevo', actuacion: null });
    const e = await errorDe(mutar(db, vigilante1, 'parteNovedad.crearSync', parte('PNX', 'PS2')));
    expect(e.tipo).toBe('permiso');
    expect(await leerDoc(db, 'partenovedad', 'PNX')).toBeNull();
  });

  it('horas y textos de vigilancia: un turno a las 25:00, una novedad a las 7:5 o un parte sin título se rechazan en español y nada cambia', async () => {
    const db = base.db;
    const turno = await errorDe(mutar(db, administrador, 'turnoPuesto.updateSync', { id: 'TP1', cambios: { hora_inicio: '25:00' } }));
    expect(turno).toMatchObject({ tipo: 'validacion', message: HORA_INCORRECTA });
    expect(await leerDoc(db, 'turnopuesto', 'TP1')).toMatchObject({ hora_inicio: '06:00' });
    await mutar(db, vigilante1, 'parteNovedad.crearSync', {
      idparte_novedad: 'cd34ef56-0000-4000-8000-000000000002', idpuesto_servicio: 'PS1', titulo: 'Relevo sin novedad', descripcion: null, gravedad: 'baja', avisados: null, novedades: [],
    });
    const novedad = await errorDe(mutar(db, vigilante1, 'novedad.insertSync', {
      doc: { idnovedad: 'NVX', idparte_novedad: 'cd34ef56-0000-4000-8000-000000000002', hora: '7:5', tipo: 'otro', descripcion: 'Ronda sin incidencias', actuacion: null, estado: 1 },
    }));
    expect(novedad).toMatchObject({ tipo: 'validacion', message: HORA_INCORRECTA });
    expect(await leerDoc(db, 'novedad', 'NVX')).toBeNull();
    const titulo = await errorDe(mutar(db, vigilante1, 'parteNovedad.updateSync', { id: 'cd34ef56-0000-4000-8000-000000000002', cambios: { titulo: '   ' } }));
    expect(titulo).toMatchObject({ tipo: 'validacion', message: 'Campo requerido' });
    expect(await leerDoc(db, 'partenovedad', 'cd34ef56-0000-4000-8000-000000000002')).toMatchObject({ titulo: 'Relevo sin novedad' });
  });
});
