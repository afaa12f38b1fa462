/**
 * Datos de prueba hechos a mano para las pruebas del motor de sincronización: dos delegaciones, tres
 * técnicos con parte (T1 y T2 en D1, T3 en D2) y T4 en D1, sin parte propio y compañero en PT1; un
 * cliente con su sistema, orden y parte por técnico, con líneas, acciones, tiempos y ficheros; el
 * vigilante V1 (empleado E5) asignado al puesto PS1 de D1, con su servicio, turnos, ronda de cuatro puntos,
 * un parte de novedad y un llavero dentro, y el puesto PS2 de D1 sin él; y los usuarios que los miran
 * desde cada ámbito.
 */
import { colecciones, entidades, type Accion, type AppId, type Coleccion, type DocDe } from '../../../schemas';
import type { Permisos, UsuarioSesion } from '../../../replication/sesion';
import type { Doc } from '../../../replication/tx';
import type { AmbitoUsuario, DatosDemo, DocumentosDemo, UsuarioDemo } from '../../seed/tipos';
import type { Llamante } from '../tipos';

const AHORA = '2026-11-20T10:00:00.000Z';
/**
 * Lo que es historia de un mes (movimientos de existencias, el parte de novedad, el fichaje) se fecha hace
 * dos días: así está siempre en la ventana de historia de quien lo ve (ambito.ts, VENTANA_HISTORIA) y las
 * pruebas no dependen del día en que se corren.
 */
const RECIENTE = new Date(Date.now() - 2 * 86_400_000).toISOString();

const parte = (n: number, tecnico: string | null, delegacion: string): DocDe<'partetrabajo'> => ({
  idparte_trabajo: `PT${n}`, idorden_trabajo: `O${n}`, idtecnico: tecnico, idsistema: `S${n}`, idcliente: `C${n}`,
  iddelegacion: delegacion, numero: `P-${n}`, fecha: '2026-11-20', ffijada: null, clasificacion: 'averia',
  descripcion: `Parte ${n}`, observaciones: null, estado: 1, fecha_desc: `x|PT${n}`, actualizado: AHORA,
});

const orden = (n: number, delegacion: string): DocDe<'ordentrabajo'> => ({
  idorden_trabajo: `O${n}`, idcliente: `C${n}`, idsistema: `S${n}`, iddelegacion: delegacion, numero: `OT-${n}`,
  fecha: '2026-11-19', descripcion: `Orden ${n}`, prioridad: 2, observaciones: null, estado: 1, fecha_desc: `x|O${n}`, actualizado: AHORA,
});

const linea = (id: string, idparte: string): DocDe<'lpartetrabajo'> => ({
  idlparte_trabajo: id, idparte_trabajo: idparte, idarticulo: 'AR1', descripcion: 'Detector', unidades: 2, precio: 10, dto: 0, importe: 20, numserie: null, estado: 1,
});

/** Documentos de prueba, por colección. */
/** Un PNG de 1×1 píxel de verdad: la imagen de las firmas de las pruebas (replication/firma-png.ts la comprueba). */
export const PNG_1X1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const documentosPrueba = (): DocumentosDemo => ({
  delegacion: [
    { iddelegacion: 'D1', nombre: 'Madrid', provincia: 'Madrid', estado: 1 },
    { iddelegacion: 'D2', nombre: 'Sevilla', provincia: 'Sevilla', estado: 1 },
  ],
  empleado: [1, 2, 3, 4, 5].map((n) => ({ idempleado: `E${n}`, nombre: `Empleado ${n}`, apellidos: 'Prueba', nif: null, email: null, iddelegacion: n === 3 ? 'D2' : 'D1', estado: 1 })),
  tecnico: [1, 2, 3, 4].map((n) => ({ idtecnico: `T${n}`, idempleado: `E${n}`, nombre: `Técnico ${n}`, iddelegacion: n === 3 ? 'D2' : 'D1', idalmacen: null, estado: 1 })),
  almacen: [
    { idalmacen: 'A1', nombre: 'Central', tipo: 'central', idtecnico: null, iddelegacion: 'D1', estado: 1 },
    { idalmacen: 'A2', nombre: 'Furgoneta T1', tipo: 'vehiculo', idtecnico: 'T1', iddelegacion: 'D1', estado: 1 },
  ],
  articulo: [
    { idarticulo: 'AR1', codigo: 'DET-1', descripcion: 'Detector', familia: 'intrusion', precio: 10, estado: 1 },
    { idarticulo: 'AR2', codigo: 'CAM-1', descripcion: 'Cámara', familia: 'cctv', precio: 90, estado: 1 },
  ],
  parametro: [{ idparametro: 'P1', clave: 'iva', valor: '21', descripcion: null }],
  cliente: [1, 2, 3].map((n) => ({ idcliente: `C${n}`, codigo: `CL${n}`, nombre: `Cliente ${n}`, nif: null, email: null, iddelegacion: n === 3 ? 'D2' : 'D1', observaciones: null, estado: 1 })),
  direccion: [1, 2].map((n) => ({ iddireccion: `DIR${n}`, idcliente: `C${n}`, direccion: `Calle ${n}`, cp: '28001', poblacion: 'Madrid', provincia: 'Madrid', lat: null, lng: null, observaciones: null, estado: 1 })),
  telefono: [
    { idtelefono: 'TEL1', idcliente: 'C1', idsistema: null, numero: '600000001', descripcion: null, estado: 1 },
    { idtelefono: 'TEL3', idcliente: 'C3', idsistema: null, numero: '600000003', descripcion: null, estado: 1 },
  ],
  sistema: [1, 2, 3].map((n) => ({ idsistema: `S${n}`, idcliente: `C${n}`, iddireccion: null, numero: `SIS-${n}`, descripcion: `Sistema ${n}`, tipo: 'intrusion', observaciones: null, estado: 1 })),
  materialsistema: [{ idmaterial_sistema: 'MS1', idsistema: 'S1', idarticulo: 'AR1', descripcion: 'Detector', numserie: 'N1', ubicacion: null, fecha_instalacion: null, estado: 1 }],
  ordentrabajo: [orden(1, 'D1'), orden(2, 'D1'), orden(3, 'D2')],
  lordentrabajo: [{ idlorden_trabajo: 'LO1', idorden_trabajo: 'O1', idarticulo: 'AR2', descripcion: 'Cámara', unidades: 1, precio: 90, dto: 10, importe: 81, estado: 1 }],
  partetrabajo: [parte(1, 'T1', 'D1'), parte(2, 'T2', 'D1'), parte(3, 'T3', 'D2')],
  lpartetrabajo: [linea('LP1', 'PT1'), linea('LP2', 'PT2')],
  accionejec: [{ idaccion_ejec: 'AC1', idparte_trabajo: 'PT1', descripcion: 'Revisar', observaciones: null, estado: 1 }],
  tiempotrabajado: [{ idtiempo_trabajado: 'TT1', idparte_trabajo: 'PT1', idtecnico: 'T1', inicio: AHORA, fin: null, minutos: null, observaciones: null, estado: 1 }],
  fichero: [
    { idfichero: 'F1', idtabla: 269, id: 'PT1', nombre: 'foto.jpg', tipo: 'image/jpeg', tamano: 100, creado: AHORA, estado: 1 },
    { idfichero: 'F2', idtabla: 9, id: 'C2', nombre: 'contrato.pdf', tipo: 'application/pdf', tamano: 100, creado: AHORA, estado: 1 },
    { idfichero: 'F3', idtabla: 96, id: 'S1', nombre: 'plano.png', tipo: 'image/png', tamano: 100, creado: AHORA, estado: 1 },
  ],
  lordentrabajodetalle: [{ idlorden_trabajo_detalle: 'LOD1', idlorden_trabajo: 'LO1', idarticulo: 'AR2', descripcion: 'Cámara', unidades: 1, estado: 1 }],
  plantillaarticulo: [{ idplantilla_articulo: 'PL1', descripcion: 'Kit de alarma', estado: 1 }],
  lplantillaarticulo: [{ idlplantilla_articulo: 'LPL1', idplantilla_articulo: 'PL1', idarticulo: 'AR1', unidades: 3, estado: 1 }],
  stock: [{ idstock: 'A1-AR1', idalmacen: 'A1', idarticulo: 'AR1', unidades: 10, actualizado: AHORA, estado: 1 }],
  movimientostock: [
    { idmovimiento_stock: 'MV1', idalmacen: 'A1', idarticulo: 'AR1', unidades: -1, motivo: 'instalacion', idparte_trabajo: 'PT1', idtecnico: 'T1', sin_existencias: false, fecha: RECIENTE, descripcion: 'Detector', estado: 1 },
    { idmovimiento_stock: 'MV2', idalmacen: 'A1', idarticulo: 'AR1', unidades: -1, motivo: 'instalacion', idparte_trabajo: 'PT2', idtecnico: 'T2', sin_existencias: false, fecha: RECIENTE, descripcion: 'Detector', estado: 1 },
  ],
  solicitudmaterial: [{ idsolicitud_material: 'SM1', idparte_trabajo: 'PT2', idarticulo: 'AR1', descripcion: 'Detector', unidades: 1, observaciones: null, fecha: AHORA, estado: 1 }],
  partetrabajotecnico: [{ idparte_trabajo_tecnico: 'PTT1', idparte_trabajo: 'PT1', idtecnico: 'T4', estado: 1 }],
  nota: [
    { idnota: 'N1', idtabla: 269, id: 'PT1', texto: 'Llamar antes', fecha: AHORA, autor: 'Técnico 1', estado: 1 },
    { idnota: 'N2', idtabla: 267, id: 'O3', texto: 'Otra delegación', fecha: AHORA, autor: 'Técnico 3', estado: 1 },
  ],
  cobro: [{ idcobro: 'CB1', idparte_trabajo: 'PT3', importe: 50, forma_pago: 'efectivo', recibo: 'R3-20261119-AAAAAAAA', observaciones: null, fecha: AHORA, estado: 1 }],
  partedescargado: [],
  // Checklists: CK1 en el parte de T1 (una pregunta y una revisión), CK2 en el de T2 con una acción correctora.
  gradoanomalia: [
    { idgrado_anomalia: 'GA1', descripcion: 'Leve', nivel: 1, estado: 1 },
    { idgrado_anomalia: 'GA2', descripcion: 'Grave', nivel: 3, estado: 1 },
  ],
  tanomaliachecklistot: [{ idtanomalia_checklist_ot: 'TA1', descripcion: 'Batería baja', idgrado_anomalia: 'GA1', estado: 1 }],
  checklistot: [1, 2].map((n) => ({
    idchecklist_ot: `CK${n}`, idparte_trabajo: `PT${n}`, descripcion: `Revisión ${n}`, orden: 1, resultado: null,
    firma_imagen: null, firma_nombre: null, firma_dni: null, firma_fecha: null, observaciones: null, estado: 1, actualizado: AHORA,
  })),
  grupochecklistot: [1, 2].map((n) => ({ idgrupo_checklist_ot: `GCK${n}`, idchecklist_ot: `CK${n}`, descripcion: 'Central', orden: 1, estado: 1 })),
  preguntachecklistot: [
    { idpregunta_checklist_ot: 'PCK1', idchecklist_ot: 'CK1', idgrupo_checklist_ot: 'GCK1', descripcion: '¿La central arranca?', orden: 1, tipo: 'pregunta', respuesta: 'sinContestar', realizada: false, idtanomalia_checklist_ot: null, idgrado_anomalia: null, observaciones: null, estado: 1 },
    { idpregunta_checklist_ot: 'PCK2', idchecklist_ot: 'CK1', idgrupo_checklist_ot: 'GCK1', descripcion: 'Limpiar detectores', orden: 2, tipo: 'revision', respuesta: 'sinContestar', realizada: false, idtanomalia_checklist_ot: null, idgrado_anomalia: null, observaciones: null, estado: 1 },
    { idpregunta_checklist_ot: 'PCK3', idchecklist_ot: 'CK2', idgrupo_checklist_ot: 'GCK2', descripcion: '¿La sirena suena?', orden: 1, tipo: 'pregunta', respuesta: 'sinContestar', realizada: false, idtanomalia_checklist_ot: null, idgrado_anomalia: null, observaciones: null, estado: 1 },
  ],
  accioncorrectoraot: [{ idaccion_correctora_ot: 'ACO2', idchecklist_ot: 'CK2', idpregunta_checklist_ot: 'PCK3', descripcion: 'Cambiar sirena', fecha: AHORA, estado: 1 }],
  revisionsistema: [1, 3].map((n) => ({ idrevision_sistema: `RV${n}`, idsistema: `S${n}`, fecha_prevista: '2026-12-01', fecha_realizada: null, idparte_trabajo: null, observaciones: null, estado: 1 })),
  viacomunicacion: [1, 3].map((n) => ({ idvia_comunicacion: `VC${n}`, idsistema: `S${n}`, tipo: 'ip', numero: `10.0.0.${n}`, cra: 'CRA Central', prioridad: 1, observaciones: null, estado: 1 })),
  cuotasistema: [1, 3].map((n) => ({ idcuota_sistema: `CU${n}`, idsistema: `S${n}`, concepto: 'Conexión a CRA', importe: 29.9, periodicidad: 'mensual', fecha_alta: '2025-01-01', fecha_baja: null, estado: 1 })),
  subsis: [1, 3].map((n) => ({ idsubsis: `SB${n}`, idsistema: `S${n}`, numero: '1', descripcion: 'Entrada', ubicacion: null, estado: 1 })),
  clienteaviso: [1, 3].map((n) => ({ idcliente_aviso: `AV${n}`, idcliente: `C${n}`, idsistema: `S${n}`, fecha: AHORA, tipo: 'averia', texto: 'Batería baja', leido: false, estado: 1 })),
  planomaterial: [],
  campodato: [],
  dato: [],
  firma: [{ idfirma: 'FI1', idtabla: 269, id: 'PT1', nombre: 'Cliente 1', dni: '12345678Z', imagen: PNG_1X1, fecha: AHORA, estado: 1 }],
  // Comerciales: el prospecto CP1 (D1, comercial CM1) y CP3 (D2); C1 en la cartera de CM1; C3 en la de CM3 (D2).
  clientepotencial: [1, 3].map((n) => ({
    idcliente_potencial: `CP${n}`, codigo: `PR${n}`, nombre: `Prospecto ${n}`, nif: null, email: null, actividad: null, origen: 'web', interes: 'alarma',
    iddelegacion: n === 3 ? 'D2' : 'D1', idcomercial: `CM${n}`, idcliente: null, fconversion: null, fecha_alta: '2026-11-01', observaciones: null, actualizado: AHORA, estado: 1,
  })),
  telefonopotencial: [{ idtelefono_potencial: 'TP1', idcliente_potencial: 'CP1', numero: '611000001', descripcion: null, estado: 1 }],
  direccionpotencial: [{ iddireccion_potencial: 'DP1', idcliente_potencial: 'CP1', tipo: 'instalacion', direccion: 'Calle Prospecto 1', cp: '28002', poblacion: 'Madrid', provincia: 'Madrid', lat: null, lng: null, observaciones: null, estado: 1 }],
  cuentabancaria: [
    { idcuenta_bancaria: 'CBA1', idcliente: 'C1', idcliente_potencial: '', iban: 'ES9121000418450200051332', titular: 'Cliente 1', bic: null, remesable: true, fmandato: '2026-01-10', referencia_mandato: null, observaciones: null, estado: 1 },
    { idcuenta_bancaria: 'CBA2', idcliente: '', idcliente_potencial: 'CP1', iban: 'ES7921000813610123456789', titular: 'Prospecto 1', bic: null, remesable: false, fmandato: null, referencia_mandato: null, observaciones: null, estado: 1 },
  ],
  representante: [{ idrepresentante: 'RE1', idcliente: 'C1', idcliente_potencial: '', nombre: 'Ana Ruiz', dni: '12345678Z', cargo: 'Administradora', telefono: null, email: null, observaciones: null, estado: 1 }],
  estudiofinanciero: [{ idestudio_financiero: 'EF1', idcliente: '', idcliente_potencial: 'CP1', fecha: '2026-11-02', entidad: 'Informa', resultado: 'favorable', limite_credito: 6000, calificacion: 'B', observaciones: null, estado: 1 }],
  factura: [1, 3].map((n) => ({
    idfactura: `FA${n}`, idcliente: `C${n}`, numero: `F-2026-${n}`, fecha: '2026-10-01', fvencimiento: '2026-10-31', concepto: 'Cuota', base_imponible: 100, iva: 21, total: 121, cobrado: 0, estado_deuda: 1, estado: 1,
  })),
  operacioncrm: [1, 3].map((n) => ({
    idoperacioncrm: `OP${n}`, titulo: `Operación ${n}`, descripcion: null, idcliente: '', idcliente_potencial: `CP${n}`, idsistema: null, idorden_trabajo: null, idparte_trabajo: null,
    idpresupuestocli: null, iddelegacion: n === 3 ? 'D2' : 'D1', idcomercial: `CM${n}`, idtecnico: null, etapa: 'nueva', probabilidad: 20, fecha_alta: '2026-11-01',
    fprevista_cierre: null, fcierre: null, motivo_perdida: null, origen: null, importe_estimado: 0, actualizado: AHORA, estado: 1,
  })),
  loperacioncrm: [{ idloperacioncrm: 'LOP1', idoperacioncrm: 'OP1', idarticulo: 'AR2', descripcion: 'Cámara', unidades: 2, precio: 90, dto: 10, importe: 162, estado: 1 }],
  contactooperacion: [{ idcontacto_operacion: 'CO1', idoperacioncrm: 'OP1', fecha: AHORA, tipo: 'llamada', persona: null, resumen: 'Primera llamada', idcomercial: 'CM1', estado: 1 }],
  cita: [{ idcita: 'CI1', asunto: 'Visita', tipo: 'visita', inicio: AHORA, fin: AHORA, lugar: null, idcliente: '', idcliente_potencial: 'CP1', idoperacioncrm: 'OP1', iddelegacion: 'D1', idcomercial: 'CM1', realizada: false, observaciones: null, estado: 1 }],
  clientecomercial: [1, 3].map((n) => ({ idcliente_comercial: `C${n}`, idcliente: `C${n}`, idcomercial: `CM${n}`, desde: '2025-01-01', estado: 1 })),
  correo: [],
  // Presupuestos (issue 15): una plantilla (catálogo) y un presupuesto en elaboración de C1 (D1, CM1).
  plantillapresupuesto: [{ idplantilla_presupuesto: 'PLP1', nombre: 'Alarma vivienda', descripcion: null, subsistemas: ['Intrusión'], condiciones: 'Garantía de 2 años.', estado: 1 }],
  lplantillapresupuesto: [{ idlplantilla_presupuesto: 'LPLP1', idplantilla_presupuesto: 'PLP1', subsistema: 'Intrusión', idarticulo: 'AR1', descripcion: 'Detector', unidades: 3, precio: 10, dto: 0, iva: 21, orden: 10, estado: 1 }],
  presupuestocli: [{
    idpresupuestocli: 'PR1', numero: 'P0001', titulo: 'Alarma del almacén', idcliente: 'C1', idcliente_potencial: '', iddelegacion: 'D1', idcomercial: 'CM1', idoperacioncrm: null,
    idplantilla_presupuesto: null, fecha: '2026-11-20', fvalidez: null, iddireccion_instalacion: null, forma_pago: null, forma_pago_cuotas: null, idcuenta_bancaria: null,
    condiciones: null, observaciones: null, base: 20, cuota_iva: 4.2, total: 24.2, num_revision: 0, faceptacion: null, ffirma: null, frechazo: null, motivo_rechazo: null, actualizado: AHORA, estado: 1,
  }],
  lpresupuestocli: [{ idlpresupuestocli: 'LPR1', idpresupuestocli: 'PR1', idsubsis_presupuesto: null, idarticulo: 'AR1', descripcion: 'Detector', unidades: 2, precio: 10, dto: 0, iva: 21, importe: 20, orden: 10, estado: 1 }],
  cuotapresupuesto: [], ubicacionpresupuesto: [], subsispresupuesto: [], mantpresupuesto: [], revisionpresupuesto: [],
  contrato: [], cuotacontrato: [], serviciocontratado: [], materialcontrato: [], sobre: [], destinatariosobre: [], enviosobre: [],
  // Vigilancia (issue 16): V1 en el puesto PS1 (servicio 24 h, turnos M y N, ronda ordenada de cuatro puntos,
  // un parte de novedad y el llavero LL1 dentro); PS2, de la misma delegación, sin V1.
  vigilante: [{
    idvigilante: 'V1', idempleado: 'E5', nombre: 'Vigilante 1', tip: '123456', iddelegacion: 'D1', telefono: null, email: null, observaciones: null,
    categoria: 'Vigilante de seguridad', estado: 1,
  }],
  puestoservicio: [1, 2].map((n) => ({
    idpuesto_servicio: `PS${n}`, codigo: `PS-00${n}`, nombre: n === 1 ? 'Centro logístico Norte' : 'Oficinas Castellana', idcliente: n === 1 ? 'C1' : null,
    iddelegacion: 'D1', direccion: `Calle Puesto ${n}`, poblacion: 'Madrid', provincia: 'Madrid', lat: null, lng: null, telefono: null, contacto: null,
    consignas: n === 1 ? 'Control de accesos por la puerta 2' : null, observaciones: null, fecha_alta: '2026-01-01', estado: 1,
  })),
  puestoservicioservicio: [
    { idpuesto_servicio_servicio: 'PSS1', idpuesto_servicio: 'PS1', descripcion: 'Vigilancia 24 h', tipo: 'vigilancia', hora_inicio: '06:00', hora_fin: '06:00', dias: [1, 2, 3, 4, 5, 6, 7], vigilantes: 1, fecha_alta: '2026-01-01', fecha_baja: null, observaciones: null, estado: 1 },
    { idpuesto_servicio_servicio: 'PSS2', idpuesto_servicio: 'PS2', descripcion: 'Control de accesos', tipo: 'control_accesos', hora_inicio: '10:00', hora_fin: '18:00', dias: [1, 2, 3, 4, 5], vigilantes: 1, fecha_alta: '2026-01-01', fecha_baja: null, observaciones: null, estado: 1 },
  ],
  turnopuesto: [
    { idturno_puesto: 'TP1', idpuesto_servicio: 'PS1', codigo: 'M', descripcion: 'Mañana', hora_inicio: '06:00', hora_fin: '14:00', observaciones: null, estado: 1 },
    { idturno_puesto: 'TP2', idpuesto_servicio: 'PS1', codigo: 'N', descripcion: 'Noche', hora_inicio: '22:00', hora_fin: '06:00', observaciones: null, estado: 1 },
    { idturno_puesto: 'TP3', idpuesto_servicio: 'PS2', codigo: 'D', descripcion: 'Día', hora_inicio: '10:00', hora_fin: '18:00', observaciones: null, estado: 1 },
  ],
  puestovigilante: [{ idpuesto_vigilante: 'PV1', idpuesto_servicio: 'PS1', idvigilante: 'V1', desde: '2026-01-01', hasta: null, estado: 1 }],
  cuadranteturno: [{
    idcuadrante: 'CQ1', idpuesto_servicio: 'PS1', idpuesto_servicio_servicio: 'PSS1', idvigilante: 'V1', fecha: '2026-11-20', idturno_puesto: 'TP1', codigo: 'M',
    inicio: '2026-11-20T06:00', fin: '2026-11-20T14:00', horas: 8, observaciones: null, estado: 1,
  }],
  rondaprogramada: [{ idronda_programada: 'RP1', idpuesto_servicio: 'PS1', nombre: 'Ronda perimetral', hora_inicio: '23:00', duracion_min: 45, dias: [1, 2, 3, 4, 5, 6, 7], ordenada: true, observaciones: null, estado: 1 }],
  puntoronda: ['Puerta principal', 'Muelle de carga', 'Sala de calderas', 'Aparcamiento'].map((nombre, i) => ({
    idpunto_ronda: `PRD${i + 1}`, idronda_programada: 'RP1', orden: i + 1, nombre, codigo: `QR-PS1-0${i + 1}`, ubicacion: null, instrucciones: null, estado: 1,
  })),
  rondarealizada: [], rondacheck: [],
  partenovedad: [{
    idparte_novedad: 'PNV1', numero: 'PN0000PNV1', idpuesto_servicio: 'PS1', idvigilante: 'V1', fecha: RECIENTE, recibido: RECIENTE, titulo: 'Puerta de emergencia abierta',
    descripcion: null, gravedad: 'media', avisados: null, estado: 1,
  }],
  novedad: [{ idnovedad: 'NV1', idparte_novedad: 'PNV1', hora: '03:10', tipo: 'acceso', descripcion: 'Puerta de emergencia del muelle abierta', actuacion: 'Cerrada y revisada', estado: 1 }],
  llavero: [{
    idllavero: 'LL1', codigo: 'LL-001', descripcion: 'Llaves del centro logístico', idpuesto_servicio: 'PS1', iddelegacion: 'D1', numero_llaves: 5, ubicacion: 'Cajetín 1',
    situacion: 'dentro', idmovimiento_llave: null, en_poder: null, fprevista_devolucion: null, observaciones: null, estado: 1,
  }],
  movimientollave: [],
  pedidocli: [{
    idpedidocli: 'PD1', numero: 'PED-1', tipo: 'tecnico', idcliente: null, idtecnico: 'T1', idalmacen_destino: 'A2', iddelegacion: 'D1', fecha: '2026-11-19',
    fecha_entrega: null, situacion: 'pendiente', observaciones: null, estado: 1,
  }, {
    idpedidocli: 'PD2', numero: 'PED-2', tipo: 'cliente', idcliente: 'C1', idtecnico: null, idalmacen_destino: null, iddelegacion: 'D1', fecha: '2026-11-19',
    fecha_entrega: null, situacion: 'pendiente', observaciones: null, estado: 1,
  }],
  lpedidocli: [
    { idlpedidocli: 'LPD1', idpedidocli: 'PD1', idarticulo: 'AR1', descripcion: 'Detector', unidades: 3, servidas: 0, con_numero_serie: false, estado: 1 },
    { idlpedidocli: 'LPD2', idpedidocli: 'PD2', idarticulo: 'AR2', descripcion: 'Cámara', unidades: 50, servidas: 0, con_numero_serie: true, estado: 1 },
  ],
  entregapedido: [],
  presencia: [{
    idpresencia: 'PR1', idempleado: 'E5', iddelegacion: 'D1', tipo: 'entrada', hora: RECIENTE, fdispositivo: RECIENTE, frecibido: RECIENTE, lat: 40.4, lng: -3.7, precision: 10,
    sin_posicion: null, idpresencia_corrige: null, motivo: null, idusuario: 'UV1', autor: 'Usuario UV1', estado: 1,
  }],
  caja: [
    { idcaja: 'CJ1', nombre: 'Caja del técnico 1', tipo: 'tecnico', iddelegacion: 'D1', idtecnico: 'T1', saldo_inicial: 100, saldo: 54.7, estado: 1 },
    { idcaja: 'CJ2', nombre: 'Caja oficina Sevilla', tipo: 'delegacion', iddelegacion: 'D2', idtecnico: null, saldo_inicial: 300, saldo: 800, estado: 1 },
  ],
  movimientocaja: [
    { idmovcaja: 'MC1', idcaja: 'CJ1', tipo: 'gasto', fecha: AHORA, importe: 45.3, concepto: 'Gasóleo', categoria: 'combustible', idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1, actualizado: AHORA },
    { idmovcaja: 'MC2', idcaja: 'CJ2', tipo: 'ingreso', fecha: AHORA, importe: 500, concepto: 'Reposición', categoria: 'ingreso_banco', idcobro: null, idparte_trabajo: null, observaciones: null, estado: 1, actualizado: AHORA },
  ],
});

/** Ids que el técnico T1 (ámbito propio) debe tener, por colección. */
export const conjuntoT1: Record<Coleccion, string[]> = {
  delegacion: ['D1', 'D2'], empleado: ['E1', 'E2', 'E3', 'E4', 'E5'], tecnico: ['T1', 'T2', 'T3', 'T4'], almacen: ['A1', 'A2'], articulo: ['AR1', 'AR2'], parametro: ['P1'],
  gradoanomalia: ['GA1', 'GA2'], tanomaliachecklistot: ['TA1'], checklistot: ['CK1'], grupochecklistot: ['GCK1'], preguntachecklistot: ['PCK1', 'PCK2'], accioncorrectoraot: [],
  cliente: ['C1'], direccion: ['DIR1'], telefono: ['TEL1'], sistema: ['S1'], materialsistema: ['MS1'], ordentrabajo: ['O1'], lordentrabajo: ['LO1'],
  partetrabajo: ['PT1'], lpartetrabajo: ['LP1'], accionejec: ['AC1'], tiempotrabajado: ['TT1'], fichero: ['F1', 'F3'],
  lordentrabajodetalle: ['LOD1'], plantillaarticulo: ['PL1'], lplantillaarticulo: ['LPL1'], stock: ['A1-AR1'], movimientostock: ['MV1'],
  solicitudmaterial: [], partetrabajotecnico: ['PTT1'], nota: ['N1'], cobro: [], firma: ['FI1'], partedescargado: [],
  revisionsistema: ['RV1'], viacomunicacion: ['VC1'], cuotasistema: ['CU1'], subsis: ['SB1'], clienteaviso: ['AV1'], planomaterial: [],
  campodato: [], dato: [],
  clientepotencial: [], telefonopotencial: [], direccionpotencial: [], cuentabancaria: [], representante: [], estudiofinanciero: [], factura: [],
  operacioncrm: [], loperacioncrm: [], contactooperacion: [], cita: [], clientecomercial: [], correo: [],
  plantillapresupuesto: ['PLP1'], lplantillapresupuesto: ['LPLP1'], presupuestocli: [], lpresupuestocli: [], cuotapresupuesto: [], ubicacionpresupuesto: [],
  subsispresupuesto: [], mantpresupuesto: [], revisionpresupuesto: [], contrato: [], cuotacontrato: [], serviciocontratado: [], materialcontrato: [], sobre: [], destinatariosobre: [], enviosobre: [],
  vigilante: ['V1'], puestoservicio: [], puestoservicioservicio: [], turnopuesto: [], puestovigilante: [], cuadranteturno: [], rondaprogramada: [], puntoronda: [], rondarealizada: [], rondacheck: [], partenovedad: [], novedad: [], llavero: [], movimientollave: [],
  pedidocli: [], lpedidocli: [], entregapedido: [], presencia: [], caja: ['CJ1'], movimientocaja: ['MC1'],
};

const ACCIONES: readonly Accion[] = ['visualizar', 'insertar', 'editar', 'borrar'];
const objetos = colecciones.map((c) => entidades[c].objeto);

export const permisosTodos = (acciones: readonly Accion[] = ACCIONES): Permisos =>
  Object.fromEntries(objetos.map((o) => [o, { visualizar: acciones.includes('visualizar'), insertar: acciones.includes('insertar'), editar: acciones.includes('editar'), borrar: acciones.includes('borrar') }]));

const todasApps = (valor: boolean): Record<AppId, boolean> =>
  ({ comerciales: valor, tecnicos: valor, vigilantes: valor, custodiaLlaves: valor, almacen: valor, presencia: valor });

export const usuarioPrueba = (
  idusuario: string,
  datos: {
    idtecnico?: string; idcomercial?: string; idvigilante?: string; idempleado?: string; iddelegacion?: string; permisos?: Permisos; apps?: Record<AppId, boolean>;
  } = {},
): UsuarioSesion => ({
  idusuario, idempleado: datos.idempleado ?? null, idtecnico: datos.idtecnico ?? null, idcomercial: datos.idcomercial ?? null, idvigilante: datos.idvigilante ?? null, idalmacen: null,
  iddelegacion: datos.iddelegacion ?? null, nombre: `Usuario ${idusuario}`, login: idusuario.toLowerCase(),
  permisos: datos.permisos ?? permisosTodos(), apps: datos.apps ?? todasApps(true),
});

export const llamante = (usuario: UsuarioSesion, ambito: AmbitoUsuario): Llamante => ({ usuario, ambito });

/** Los llamantes habituales de las pruebas. */
export const tecnico1 = llamante(usuarioPrueba('UT1', { idtecnico: 'T1', iddelegacion: 'D1' }), 'propio');
export const tecnico2 = llamante(usuarioPrueba('UT2', { idtecnico: 'T2', iddelegacion: 'D1' }), 'propio');
export const tecnico3 = llamante(usuarioPrueba('UT3', { idtecnico: 'T3', iddelegacion: 'D2' }), 'propio');
export const supervisorD1 = llamante(usuarioPrueba('USD1', { iddelegacion: 'D1' }), 'delegacion');
export const administrador = llamante(usuarioPrueba('UADM'), 'todo');
/** Comerciales: CM1 en D1 (lleva CP1, OP1 y el cliente C1) y CM3 en D2. */
export const comercial1 = llamante(usuarioPrueba('UCM1', { idcomercial: 'CM1', iddelegacion: 'D1' }), 'delegacion');
export const comercial3 = llamante(usuarioPrueba('UCM3', { idcomercial: 'CM3', iddelegacion: 'D2' }), 'delegacion');
/** Vigilante V1 (empleado E5, D1), asignado al puesto PS1: ve sus puestos y lo que cuelga de ellos. */
export const vigilante1 = llamante(usuarioPrueba('UV1', { idvigilante: 'V1', idempleado: 'E5', iddelegacion: 'D1' }), 'propio');

/** Usuario de demo (para el cargador) a partir de un llamante. */
export const usuarioDemo = (l: Llamante): UsuarioDemo => ({ ...l.usuario, password: 'demo1234', ambito: l.ambito });

export const datosPrueba = (): DatosDemo => ({
  documentos: documentosPrueba(),
  usuarios: [tecnico1, tecnico2, tecnico3, supervisorD1, administrador, comercial1, comercial3, vigilante1].map(usuarioDemo),
});

/** Todos los documentos de prueba como (colección, doc), en el orden del registro. */
export const todosLosDocumentos = (docs: DocumentosDemo = documentosPrueba()): { coleccion: Coleccion; doc: Doc }[] =>
  colecciones.flatMap((c) => (docs[c] as readonly Doc[]).map((doc) => ({ coleccion: c, doc })));
