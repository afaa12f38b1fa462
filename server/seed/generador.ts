/**
 * Generador determinista de la empresa de demostración: `await generarDemo({ escala, semilla, hoy })` (asíncrono:
 * los PDF de los sobres salen de pdf-lib).
 * Misma entrada → mismo resultado, byte a byte (mulberry32 con una semilla derivada por sección).
 * Escala 1 ≈ 3 delegaciones, 8 técnicos, 150 clientes, 200 órdenes, 250 partes, 1.000 artículos y 120
 * presupuestos; clientes, órdenes, partes y artículos crecen en proporción a la escala, técnicos y personal
 * casi, y los presupuestos hasta 1.500 (los sobres de firma, hasta unos 45). Vigilancia: por delegación, unos
 * 12 vigilantes, 4 puestos y 6 llaveros por unidad de escala (hasta la escala 5), con el cuadrante del mes en
 * curso y el siguiente. Datos personalizados de sistemas, presupuestos, contratos, partes de novedad,
 * novedades, puestos y operaciones; hasta 12 sistemas con plano (imagen de la planta y material colocado);
 * notas de partes y órdenes, y croquis adjuntos a clientes, prospectos, órdenes y partes finalizados;
 * compañeros y solicitudes de material en algunos partes, y checklists cerradas con acciones correctoras en
 * los últimos partes finalizados del técnico 1. Los partes descargados a mano (partedescargado) no se
 * siembran: los escribe la app cuando el técnico pulsa 'Descargar'.
 * Con `anios`, además, esos años de historia cerrada detrás de todo lo anterior (generador/historia.ts).
 * Piezas en server/seed/generador/.
 */
import type { DatosDemo, OpcionesDemo, UsuarioDemo } from './tipos';
import { generarCatalogo } from './generador/catalogo';
import { generarChecklists } from './generador/checklists';
import { generarChecklistsCerradas } from './generador/checklists-cerradas';
import { generarCartera } from './generador/clientes';
import { generarComercial } from './generador/comercial';
import { generarCompanerosYSolicitudes } from './generador/companeros-solicitudes';
import { generarCorreos } from './generador/correos';
import { diaDe, hoyLocal } from './generador/fechas';
import { generarOrganizacion, type Organizacion } from './generador/organizacion';
import { generarInventario } from './generador/inventario';
import { generarDatosPersonalizados } from './generador/datos-personalizados';
import { generarDatosRegistros } from './generador/datos-registros';
import { generarParametros } from './generador/parametros';
import { generarNotasYFicheros } from './generador/notas-ficheros';
import { generarPlanos } from './generador/planos';
import { generarPresupuestos } from './generador/presupuestos';
import { generarSistemas } from './generador/sistemas';
import { generarSobres } from './generador/sobres';
import { Aleatorio, semillaDerivada } from './generador/prng';
import { generarTrabajo, type CargaFija } from './generador/trabajo';
import {
  apps, PERMISOS_ADMIN, PERMISOS_ALMACEN, PERMISOS_COMERCIAL, PERMISOS_CUSTODIA, PERMISOS_PRESENCIA, PERMISOS_TECNICO, PERMISOS_VIGILANTE, usuario,
} from './generador/usuarios';
import { generarVigilancia, type DatosVigilancia } from './generador/vigilancia';
import { generarAlmacenPresenciaCaja } from './generador/almacen-presencia-caja';
import { generarHistoria } from './generador/historia';

export { PASSWORD_DEMO } from './generador/usuarios';

/** Cuántos de cada cosa por unidad de escala. */
export const POR_ESCALA = { clientes: 150, ordenes: 200, articulos: 1000, tecnicos: 5 } as const;
/** Técnicos que hay siempre, además de los proporcionales a la escala (y del de supervisión). */
export const TECNICOS_FIJOS = 3;
export const SEMILLA_POR_DEFECTO = 1;

/**
 * Cargas fijas de los técnicos de la demo (índices de técnico): días relativos a hoy de sus partes.
 * El técnico 1 (usuario «tecnico»): 28 pendientes (6 hoy, 8 con fecha fijada), 15 finalizados y 2 anulados.
 */
const cargasFijas = (o: Organizacion): CargaFija[] => [
  {
    tecnico: 0,
    pendientes: [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 21, 24, 28],
    conFechaFijada: [0, 1, 6, 10, 13, 17, 20, 24],
    finalizados: 15,
    anulados: [-10, 5],
  },
  { tecnico: 1, pendientes: [0, 0, 0, 1, 2, 3, 5, 7, 9, 12, 15, 20], conFechaFijada: [0, 4, 8], finalizados: 8, anulados: [-6] },
  { tecnico: o.tecnicoAdmin, pendientes: [0, 2, 6], conFechaFijada: [0], finalizados: 4, anulados: [] },
];

const primero = (lista: readonly number[] | undefined, que: string): number => {
  const x = lista?.[0];
  if (x === undefined) throw new Error(`La primera delegación no tiene ${que}`);
  return x;
};

const generarUsuarios = (o: Organizacion, v: DatosVigilancia): UsuarioDemo[] => {
  const tecnico = (t: number) => {
    const doc = o.tecnicos[t];
    if (!doc) throw new Error(`No existe el técnico ${t + 1}`);
    return doc;
  };
  const nombre = (idempleado: string): string => o.nombreCompleto[Number(idempleado) - 1] ?? '';
  const t1 = tecnico(0);
  const t2 = tecnico(1);
  const ta = tecnico(o.tecnicoAdmin);
  const comercial = String(primero(o.comerciales[0], 'comerciales') + 1);
  // El segundo comercial de la demo, de la segunda delegación (hay al menos tres a cualquier escala).
  const comercial2 = String((o.comerciales[1]?.[0] ?? primero(o.comerciales[0], 'comerciales')) + 1);
  const delegacion2 = o.comerciales[1]?.[0] === undefined ? '1' : '2';
  const vigilante = String(primero(o.vigilantes[0], 'vigilantes') + 1);
  // El vigilante 1 es el primer empleado vigilante de la primera delegación (generador/vigilancia.ts).
  const idvigilante = v.vigilantes.find((x) => x.idempleado === vigilante)?.idvigilante;
  if (idvigilante === undefined) throw new Error(`El empleado ${vigilante} no es vigilante`);
  const custodio = v.custodios[0];
  if (!custodio) throw new Error('La primera delegación no tiene custodio de llaves');
  const almacenero = String(primero(o.almaceneros[0], 'personal de almacén') + 1);
  const administrativo = String(primero(o.administrativos[0], 'personal de administración') + 1);
  const central = '1';
  return [
    usuario(1, {
      login: 'admin', nombre: nombre('1'), idempleado: '1', iddelegacion: '1', idtecnico: ta.idtecnico, idcomercial: '1', idvigilante: v.idvigilanteSupervisor,
      idalmacen: central, permisos: PERMISOS_ADMIN, apps: apps('comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'), ambito: 'todo',
    }),
    usuario(2, { login: 'tecnico', nombre: t1.nombre, idempleado: t1.idempleado, iddelegacion: t1.iddelegacion, idtecnico: t1.idtecnico, permisos: PERMISOS_TECNICO, apps: apps('tecnicos'), ambito: 'propio' }),
    usuario(3, { login: 'tecnico2', nombre: t2.nombre, idempleado: t2.idempleado, iddelegacion: t2.iddelegacion, idtecnico: t2.idtecnico, permisos: PERMISOS_TECNICO, apps: apps('tecnicos'), ambito: 'propio' }),
    usuario(4, { login: 'comercial', nombre: nombre(comercial), idempleado: comercial, iddelegacion: '1', idcomercial: comercial, permisos: PERMISOS_COMERCIAL, apps: apps('comerciales'), ambito: 'delegacion' }),
    usuario(5, { login: 'vigilante', nombre: nombre(vigilante), idempleado: vigilante, iddelegacion: '1', idvigilante, permisos: PERMISOS_VIGILANTE, apps: apps('vigilantes'), ambito: 'propio' }),
    usuario(6, { login: 'almacen', nombre: nombre(almacenero), idempleado: almacenero, iddelegacion: '1', idalmacen: central, permisos: PERMISOS_ALMACEN, apps: apps('almacen'), ambito: 'delegacion' }),
    usuario(7, { login: 'presencia', nombre: nombre(administrativo), idempleado: administrativo, iddelegacion: '1', permisos: PERMISOS_PRESENCIA, apps: apps('presencia'), ambito: 'propio' }),
    usuario(8, { login: 'comercial2', nombre: nombre(comercial2), idempleado: comercial2, iddelegacion: delegacion2, idcomercial: comercial2, permisos: PERMISOS_COMERCIAL, apps: apps('comerciales'), ambito: 'delegacion' }),
    usuario(9, { login: 'custodia', nombre: custodio.nombre, idempleado: custodio.idempleado, iddelegacion: '1', permisos: PERMISOS_CUSTODIA, apps: apps('custodiaLlaves'), ambito: 'delegacion' }),
  ];
};

export async function generarDemo(opciones: OpcionesDemo): Promise<DatosDemo> {
  const { escala } = opciones;
  if (!Number.isFinite(escala) || escala <= 0) throw new Error(`La escala debe ser un número mayor que 0 (se recibió ${escala})`);
  const semilla = opciones.semilla ?? SEMILLA_POR_DEFECTO;
  const diaHoy = diaDe(opciones.hoy ?? hoyLocal());
  const azar = (seccion: string) => new Aleatorio(semillaDerivada(semilla, seccion));

  const org = generarOrganizacion(azar('organizacion'), escala, POR_ESCALA.tecnicos, TECNICOS_FIJOS);
  const catalogo = generarCatalogo(azar('catalogo'), Math.round(POR_ESCALA.articulos * escala));
  const cartera = generarCartera(azar('clientes'), Math.max(20, Math.round(POR_ESCALA.clientes * escala)), org.ciudades, catalogo, diaHoy);
  const trabajo = generarTrabajo({
    r: azar('trabajo'), diaHoy, totalOrdenes: Math.round(POR_ESCALA.ordenes * escala), cartera, catalogo,
    delegacionTecnico: org.delegacionTecnico, cargas: cargasFijas(org),
  });

  const inventario = generarInventario({ r: azar('inventario'), diaHoy, catalogo, almacenes: org.almacenes, lordenes: trabajo.lordenes });
  const checklists = generarChecklists({ r: azar('checklists'), diaHoy, partes: trabajo.partes, idtecnico: org.tecnicos[0]?.idtecnico ?? '' });
  const cerradas = generarChecklistsCerradas({ r: azar('checklists-cerradas'), partes: trabajo.partes, idtecnico: org.tecnicos[0]?.idtecnico ?? '', previas: checklists });
  const datosPersonalizados = generarDatosPersonalizados(azar('datos-personalizados'), cartera.sistemas, diaHoy);
  const deSistemas = generarSistemas({ r: azar('sistemas'), diaHoy, sistemas: cartera.sistemas });
  const comercial = generarComercial({ r: azar('comercial'), diaHoy, escala, org, cartera, catalogo });
  const vigilancia = generarVigilancia({ r: azar('vigilancia'), diaHoy, escala, org, cartera });
  const usuarios = generarUsuarios(org, vigilancia);
  const presenciaUsuario = usuarios.find((u) => u.login === 'presencia')?.idempleado;
  const almacen = generarAlmacenPresenciaCaja({
    r: azar('almacen-presencia-caja'), diaHoy, escala, org, cartera, catalogo, stock: inventario.stock, partes: trabajo.partes,
    sinFichajes: new Set(presenciaUsuario ? [presenciaUsuario] : []),
    turnoNoche: vigilancia.vigilantes.filter((x) => x.iddelegacion === '1').slice(1, 3).map((x) => x.idempleado),
  });
  // Compañeros y solicitudes de material de los partes (nunca un técnico con usuario como compañero).
  const companerosYSolicitudes = generarCompanerosYSolicitudes({
    r: azar('companeros-solicitudes'), diaHoy, partes: trabajo.partes, tecnicos: org.tecnicos, catalogo,
    tecnicosConUsuario: new Set(usuarios.flatMap((u) => (u.idtecnico ? [u.idtecnico] : []))),
  });
  const correos = generarCorreos({ r: azar('correos'), comercial, clientes: cartera.clientes, usuarios });
  const presupuestos = generarPresupuestos({ r: azar('presupuestos'), diaHoy, escala, org, cartera, catalogo, comercial, usuarios });
  const sobres = await generarSobres({
    r: azar('sobres'), diaHoy, presupuestos: presupuestos.presupuestos, lineas: presupuestos.lineas, clientes: cartera.clientes,
    clientesPotenciales: comercial.clientesPotenciales, representantes: comercial.representantes,
  });
  // Lo que da contenido a pantallas que si no saldrían vacías: datos personalizados de contratos, partes de
  // novedad, novedades, puestos y operaciones, planos de sistemas con su material colocado, notas de partes y órdenes y croquis
  // adjuntos a clientes, prospectos y órdenes (cada uno, su sección de azar).
  const datosRegistros = generarDatosRegistros({
    r: azar('datos-registros'), diaHoy, contratos: presupuestos.contratos, partes: vigilancia.partes, novedades: vigilancia.novedades,
    puestos: vigilancia.puestos, operaciones: comercial.operaciones,
  });
  const planos = generarPlanos({
    r: azar('planos'), diaHoy, primerIdFichero: sobres.ficheros.length + 1, sistemas: cartera.sistemas, materiales: cartera.materiales,
    partes: trabajo.partes, clientes: cartera.clientes, tecnicos: org.tecnicos, delegaciones: org.delegaciones,
  });
  const notasYFicheros = generarNotasYFicheros({
    r: azar('notas-ficheros'), diaHoy, primerIdFichero: sobres.ficheros.length + planos.ficheros.length + 1, partes: trabajo.partes,
    ordenes: trabajo.ordenes, tecnicos: org.tecnicos, clientes: cartera.clientes, potenciales: comercial.clientesPotenciales,
    delegaciones: org.delegaciones, autorOficina: usuarios.find((u) => u.login === 'admin')?.nombre ?? 'Oficina técnica',
  });

  const datos: DatosDemo = {
    usuarios,
    documentos: {
      partetrabajo: trabajo.partes,
      lpartetrabajo: trabajo.lpartes,
      ordentrabajo: trabajo.ordenes,
      lordentrabajo: trabajo.lordenes,
      accionejec: trabajo.acciones,
      sistema: cartera.sistemas,
      materialsistema: cartera.materiales,
      cliente: cartera.clientes,
      telefono: cartera.telefonos,
      direccion: cartera.direcciones,
      articulo: catalogo.articulos,
      almacen: org.almacenes,
      tecnico: org.tecnicos,
      parametro: generarParametros(azar('parametros')),
      fichero: [...sobres.ficheros, ...planos.ficheros, ...notasYFicheros.ficheros],
      tiempotrabajado: trabajo.tiempos,
      delegacion: org.delegaciones,
      empleado: [...org.empleados, ...vigilancia.empleados],
      lordentrabajodetalle: inventario.escandallo,
      plantillaarticulo: inventario.plantillas,
      lplantillaarticulo: inventario.lplantillas,
      stock: inventario.stock,
      movimientostock: almacen.movimientos,
      solicitudmaterial: companerosYSolicitudes.solicitudes,
      partetrabajotecnico: companerosYSolicitudes.companeros,
      nota: notasYFicheros.notas,
      cobro: almacen.cobros,
      firma: vigilancia.firmas,
      partedescargado: [],
      gradoanomalia: checklists.grados,
      tanomaliachecklistot: checklists.tipos,
      checklistot: [...checklists.checklists, ...cerradas.checklists],
      grupochecklistot: [...checklists.grupos, ...cerradas.grupos],
      preguntachecklistot: [...checklists.preguntas, ...cerradas.preguntas],
      accioncorrectoraot: cerradas.acciones,
      campodato: [...datosPersonalizados.campos, ...presupuestos.campos, ...datosRegistros.campos],
      dato: [...datosPersonalizados.valores, ...presupuestos.valores, ...datosRegistros.valores],
      revisionsistema: deSistemas.revisiones,
      viacomunicacion: deSistemas.vias,
      cuotasistema: deSistemas.cuotas,
      subsis: deSistemas.subsistemas,
      clienteaviso: deSistemas.avisos,
      planomaterial: planos.colocaciones,
      clientepotencial: comercial.clientesPotenciales,
      telefonopotencial: comercial.telefonosPotenciales,
      direccionpotencial: comercial.direccionesPotenciales,
      cuentabancaria: comercial.cuentas,
      representante: comercial.representantes,
      estudiofinanciero: comercial.estudios,
      factura: comercial.facturas,
      operacioncrm: comercial.operaciones,
      loperacioncrm: comercial.lineas,
      contactooperacion: comercial.contactos,
      cita: comercial.citas,
      clientecomercial: comercial.carteraComercial,
      correo: correos,
      presupuestocli: presupuestos.presupuestos,
      lpresupuestocli: presupuestos.lineas,
      cuotapresupuesto: presupuestos.cuotas,
      ubicacionpresupuesto: presupuestos.ubicaciones,
      subsispresupuesto: presupuestos.subsistemas,
      mantpresupuesto: presupuestos.mantenimientos,
      revisionpresupuesto: presupuestos.revisiones,
      plantillapresupuesto: presupuestos.plantillas,
      lplantillapresupuesto: presupuestos.lineasPlantilla,
      contrato: presupuestos.contratos,
      cuotacontrato: presupuestos.cuotasContrato,
      serviciocontratado: presupuestos.serviciosContratados,
      materialcontrato: presupuestos.materialesContrato,
      sobre: sobres.sobres,
      destinatariosobre: sobres.destinatarios,
      enviosobre: sobres.envios,
      vigilante: vigilancia.vigilantes,
      puestoservicio: vigilancia.puestos,
      puestoservicioservicio: vigilancia.servicios,
      turnopuesto: vigilancia.turnos,
      puestovigilante: vigilancia.asignaciones,
      cuadranteturno: vigilancia.cuadrante,
      rondaprogramada: vigilancia.rondas,
      puntoronda: vigilancia.puntos,
      rondarealizada: vigilancia.rondasRealizadas,
      rondacheck: vigilancia.lecturas,
      partenovedad: vigilancia.partes,
      novedad: vigilancia.novedades,
      llavero: vigilancia.llaveros,
      movimientollave: vigilancia.movimientos,
      pedidocli: almacen.pedidos,
      lpedidocli: almacen.lineas,
      entregapedido: almacen.entregas,
      presencia: almacen.fichajes,
      caja: almacen.cajas,
      movimientocaja: almacen.movimientosCaja,
    },
    contenidos: [...sobres.contenidos, ...planos.contenidos, ...notasYFicheros.contenidos],
  };
  // La edad (opcional): años de historia cerrada antes de lo reciente, con su propia sección de azar.
  if (opciones.anios !== undefined) {
    generarHistoria({ r: azar('historia'), diaHoy, anios: opciones.anios, org, cartera, catalogo, custodios: vigilancia.custodios, documentos: datos.documentos });
  }
  return datos;
}
