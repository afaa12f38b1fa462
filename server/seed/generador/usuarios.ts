/**
 * Usuarios de la demo (contraseña 'demo1234') y sus permisos. Cada usuario lleva la matriz completa:
 * todos los objetos de schemas/index.ts más 'usuario', con las cuatro acciones explícitas.
 */
import { entidades, type Accion, type AppId } from '../../../schemas';
import type { Permisos } from '../../../replication/sesion';
import type { AmbitoUsuario, UsuarioDemo } from '../tipos';

export const PASSWORD_DEMO = 'demo1234';

const ACCIONES: readonly Accion[] = ['visualizar', 'insertar', 'editar', 'borrar'];
export const OBJETOS: readonly string[] = [...Object.values(entidades).map((e) => e.objeto), 'usuario'];

/** Matriz de permisos: lo no concedido queda en false. */
export const permisos = (concedidos: Partial<Record<string, readonly Accion[]>>): Permisos => {
  const p: Permisos = {};
  for (const objeto of OBJETOS) {
    const dar = concedidos[objeto] ?? [];
    p[objeto] = { visualizar: dar.includes('visualizar'), insertar: dar.includes('insertar'), editar: dar.includes('editar'), borrar: dar.includes('borrar') };
  }
  return p;
};

const ver = (objetos: readonly string[], extra: Partial<Record<string, readonly Accion[]>> = {}): Partial<Record<string, readonly Accion[]>> => {
  const c: Record<string, readonly Accion[]> = {};
  for (const o of objetos) c[o] = ['visualizar'];
  for (const [o, acciones] of Object.entries(extra)) c[o] = [...new Set([...(c[o] ?? []), ...(acciones ?? [])])];
  return c;
};

const OBJETOS_ENTIDAD = Object.values(entidades).map((e) => e.objeto);
const CATALOGOS = ['parametro', 'delegacion', 'empleado'];

export const PERMISOS_TECNICO = permisos(
  ver(OBJETOS_ENTIDAD, {
    parte_trabajo: ['insertar', 'editar'],
    lparte_trabajo: ['insertar', 'editar', 'borrar'],
    accion_ejec: ['insertar', 'editar'],
    tiempo_trabajado: ['insertar', 'editar', 'borrar'],
    fichero: ['insertar', 'editar', 'borrar'],
    material_sistema: ['insertar', 'editar'],
    telefono: ['insertar', 'editar', 'borrar'],
    orden_trabajo: ['editar'],
    cobro: ['insertar'],
    firma: ['insertar', 'borrar'],
    nota: ['insertar', 'editar', 'borrar'],
    solicitud_material: ['insertar', 'editar', 'borrar'],
    parte_trabajo_tecnico: ['insertar', 'borrar'],
    parte_descargado: ['insertar', 'borrar'],
    revision_sistema: ['insertar', 'editar'],
    cliente_aviso: ['editar'],
    // Furgoneta (/vehiculos/): descargar y devolver el sobrante de un parte son movimientos de existencias.
    movimiento_stock: ['insertar'],
    dato: ['insertar', 'editar'],
    // Una venta vista en un parte (partes/{id}/simple-add) es una operación comercial.
    operacioncrm: ['insertar'],
    // La bandeja de salida: el resumen del parte al cliente.
    correo: ['insertar'],
    // Checklists del parte: contestar, firmar, reabrir y acciones correctoras.
    checklist_ot: ['editar'],
    pregunta_checklist_ot: ['editar'],
    accion_correctora_ot: ['insertar', 'editar'],
    // Su caja (issue 17): los gastos que paga y lo que cobra en efectivo (el cobro escribe su movimiento).
    movimiento_caja: ['insertar', 'editar'],
  }),
);

/** Lo que el comercial lleva entero (issue 14): prospectos, sus datos y los del cliente, operaciones y citas. */
const VENTA = [
  'cliente_potencial', 'telefono_potencial', 'direccion_potencial', 'cuenta_bancaria', 'representante', 'estudio_financiero', 'operacioncrm', 'loperacioncrm', 'contacto_operacion', 'cita',
  'presupuestocli', 'lpresupuestocli', 'cuota_presupuesto', 'ubicacion_presupuesto', 'subsis_presupuesto', 'mant_presupuesto', 'revision_presupuesto',
  'contrato', 'contrato_cuota', 'servicio_contratado', 'material_contrato', 'sobre', 'destinatario_sobre', 'envio_sobre',
];
const ESCRIBIR: readonly Accion[] = ['insertar', 'editar', 'borrar'];

export const PERMISOS_COMERCIAL = permisos(
  ver(['cliente', 'direccion', 'telefono', 'sistema', 'material_sistema', 'revision_sistema', 'via_comunicacion', 'cuota_sistema', 'subsis', 'cliente_aviso', 'plano_material', 'articulo', 'orden_trabajo', 'lorden_trabajo', 'parte_trabajo', 'fichero', 'nota', 'dato', 'campo_dato', 'factura', 'cliente_comercial', 'correo', 'plantilla_presupuesto', 'lplantilla_presupuesto', ...VENTA, ...CATALOGOS, 'tecnico'], {
    cliente: ['insertar', 'editar'],
    telefono: ESCRIBIR,
    direccion: ['insertar', 'editar'],
    nota: ESCRIBIR,
    fichero: ['insertar', 'borrar'],
    dato: ['insertar', 'editar'],
    cliente_aviso: ['editar'],
    cliente_comercial: ['insertar', 'editar'],
    correo: ['insertar'],
    ...Object.fromEntries(VENTA.map((o) => [o, ESCRIBIR])),
  }),
);

/** Vigilancia (issue 16): los 14 objetos de puestos, cuadrantes, rondas, partes de novedad y llaves. */
const VIGILANCIA = [
  'vigilante', 'puesto_servicio', 'puesto_servicio_servicio', 'turno_puesto', 'puesto_vigilante', 'cuadrante', 'ronda_programada', 'punto_ronda',
  'ronda_realizada', 'ronda_check', 'parte_novedad', 'novedad', 'llavero', 'movimiento_llave',
];

/**
 * El vigilante ve lo de sus puestos (el cuadrante, sin tocarlo); hace rondas, partes de novedad con sus
 * líneas, fotos, ficheros y datos, y saca y devuelve llaveros con las dos firmas.
 */
export const PERMISOS_VIGILANTE = permisos(
  ver([...VIGILANCIA, ...CATALOGOS, 'firma', 'fichero', 'dato', 'campo_dato'], {
    ronda_realizada: ['insertar', 'editar'],
    ronda_check: ['insertar', 'editar'],
    parte_novedad: ['insertar', 'editar'],
    novedad: ESCRIBIR,
    movimiento_llave: ['insertar'],
    firma: ['insertar'],
    fichero: ['insertar'],
    dato: ['insertar', 'editar'],
  }),
);
/** Custodia de llaves: los llaveros de su delegación, sus movimientos con las firmas, y los puestos y vigilantes. */
export const PERMISOS_CUSTODIA = permisos(
  ver(['llavero', 'movimiento_llave', 'puesto_servicio', 'vigilante', 'firma', 'fichero', ...CATALOGOS], {
    movimiento_llave: ['insertar'],
    firma: ['insertar'],
    llavero: ['editar'],
  }),
);
/**
 * Almacén (issue 17): sirve pedidos (entregas y movimientos de existencias), ve las existencias y los
 * movimientos de sus almacenes y de las furgonetas que abastece, y lleva la caja de su delegación.
 */
export const PERMISOS_ALMACEN = permisos(
  ver(['articulo', 'almacen', 'tecnico', 'stock', 'movimiento_stock', 'plantilla_articulo', 'lplantilla_articulo', 'solicitud_material', 'cliente',
    'pedidocli', 'lpedidocli', 'entrega_pedido', 'caja', 'movimiento_caja', 'fichero', ...CATALOGOS], {
    entrega_pedido: ['insertar'],
    movimiento_stock: ['insertar'],
    movimiento_caja: ['insertar', 'editar'],
    fichero: ['insertar', 'borrar'],
  }),
);
/** Presencia: cada empleado ficha y ve sus fichajes; la supervisión (admin) corrige y ve a todos. */
export const PERMISOS_PRESENCIA = permisos(ver([...CATALOGOS, 'presencia'], { presencia: ['insertar'] }));
export const PERMISOS_ADMIN = permisos(Object.fromEntries(OBJETOS.map((o) => [o, ACCIONES])));

const SIN_APPS: Record<AppId, boolean> = { comerciales: false, tecnicos: false, vigilantes: false, custodiaLlaves: false, almacen: false, presencia: false };
export const apps = (...activas: AppId[]): Record<AppId, boolean> => {
  const a = { ...SIN_APPS };
  for (const x of activas) a[x] = true;
  return a;
};

export interface DatosUsuario {
  login: string;
  nombre: string;
  idempleado: string;
  iddelegacion: string;
  idtecnico?: string;
  idcomercial?: string;
  idvigilante?: string;
  idalmacen?: string;
  permisos: Permisos;
  apps: Record<AppId, boolean>;
  ambito: AmbitoUsuario;
}

export const usuario = (idusuario: number, d: DatosUsuario): UsuarioDemo => ({
  idusuario: String(idusuario),
  login: d.login,
  password: PASSWORD_DEMO,
  nombre: d.nombre,
  idempleado: d.idempleado,
  idtecnico: d.idtecnico ?? null,
  idcomercial: d.idcomercial ?? null,
  idvigilante: d.idvigilante ?? null,
  idalmacen: d.idalmacen ?? null,
  iddelegacion: d.iddelegacion,
  permisos: d.permisos,
  apps: d.apps,
  ambito: d.ambito,
});
