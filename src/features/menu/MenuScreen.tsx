/**
 * Menú principal: una sección por app del usuario (marca y id de la app) con las pantallas que ya existen
 * de verdad, más Configuración. Cada app lleva su entrada a Sincronización (la cola es común a todas).
 * Una entrada con `permiso` solo se muestra si el usuario lo tiene (p. ej. 'Clientes' con cliente.visualizar).
 */
import { Link, type LinkProps } from '@tanstack/react-router';
import type { Accion, AppId, ObjetoPermiso } from '../../../schemas';
import { puede, tieneAccesoApp } from '../../app/permisos';
import { useSesionMarco } from '../../app/VigiaProvider';
import { etiquetasApp, ordenApps } from './menu.labels';
import { PANTALLA_INICIAL } from '../../../schemas/pantalla-inicial';

interface EntradaMenu {
  to: NonNullable<LinkProps['to']>;
  titulo: string;
  descripcion: string;
  /** Permiso que hace falta para ver la entrada (objeto y acción). */
  permiso?: { objeto: ObjetoPermiso; accion: Accion };
}

const PARTES_ASIGNADOS: EntradaMenu = { to: PANTALLA_INICIAL.tecnicos.to, titulo: 'Partes asignados', descripcion: 'Partes pendientes a tu nombre' };
const VER_PARTES = { objeto: 'parte_trabajo', accion: 'visualizar' } as const satisfies EntradaMenu['permiso'];
const VER_ORDENES = { objeto: 'orden_trabajo', accion: 'visualizar' } as const satisfies EntradaMenu['permiso'];
const PARTES_FINALIZADOS: EntradaMenu = { to: '/partes/finalizados', titulo: 'Partes finalizados', descripcion: 'Tus partes ya cerrados, el más reciente primero', permiso: VER_PARTES };
const PARTES_FECHA_FIJADA: EntradaMenu = {
  to: '/partes/asignado-fecha-fijada',
  titulo: 'Partes con fecha fijada',
  descripcion: 'Tus partes con día fijado con el cliente, el más próximo primero',
  permiso: VER_PARTES,
};
const NUEVO_PARTE: EntradaMenu = { to: '/partes/add', titulo: 'Nuevo parte', descripcion: 'Crear un parte para una orden pendiente', permiso: { objeto: 'parte_trabajo', accion: 'insertar' } };
const ORDENES_PENDIENTES: EntradaMenu = { to: '/ordenes/pendientes', titulo: 'Órdenes pendientes', descripcion: 'Órdenes de trabajo por hacer, para ver o asignar', permiso: VER_ORDENES };
const ORDENES_FINALIZADAS_TECNICO: EntradaMenu = {
  to: '/ordenes/finalizadas-tecnico',
  titulo: 'Mis órdenes finalizadas',
  descripcion: 'Órdenes cerradas en las que tuviste partes',
  permiso: VER_ORDENES,
};
const ORDENES_FINALIZADAS: EntradaMenu = { to: '/ordenes/finalizadas', titulo: 'Órdenes finalizadas', descripcion: 'Todas las órdenes cerradas de este dispositivo', permiso: VER_ORDENES };
const CLIENTES: EntradaMenu = { to: PANTALLA_INICIAL.comerciales.to, titulo: 'Clientes', descripcion: 'Fichas de clientes, teléfonos y direcciones', permiso: { objeto: 'cliente', accion: 'visualizar' } };
const SISTEMAS: EntradaMenu = { to: '/sistemas/', titulo: 'Sistemas', descripcion: 'Sistemas instalados: material, plano, revisiones, vías, cuotas y avisos', permiso: { objeto: 'sistema', accion: 'visualizar' } };
const CARTERA: EntradaMenu = { to: '/clientes/cartera', titulo: 'Mi cartera', descripcion: 'Tus clientes con sus sistemas y su deuda pendiente', permiso: { objeto: 'cliente_comercial', accion: 'visualizar' } };
const POTENCIALES: EntradaMenu = { to: '/clientes-potenciales/', titulo: 'Clientes potenciales', descripcion: 'Prospectos: altas, teléfonos, direcciones, cuentas y convertir en cliente', permiso: { objeto: 'cliente_potencial', accion: 'visualizar' } };
const OPERACIONES: EntradaMenu = { to: '/operaciones/abiertas', titulo: 'Operaciones', descripcion: 'Oportunidades abiertas y cerradas, con sus líneas y contactos', permiso: { objeto: 'operacioncrm', accion: 'visualizar' } };
const PRESUPUESTOS: EntradaMenu = { to: '/presupuestos/pendientes', titulo: 'Presupuestos', descripcion: 'Presupuestos pendientes, aceptados y rechazados; desde plantilla, cuotas y aceptación', permiso: { objeto: 'presupuestocli', accion: 'visualizar' } };
const CONTRATOS: EntradaMenu = { to: '/contratos/', titulo: 'Contratos', descripcion: 'Contratos de tus clientes: cuotas, servicios contratados y materiales', permiso: { objeto: 'contrato', accion: 'visualizar' } };
const CITAS: EntradaMenu = { to: '/citas/', titulo: 'Citas', descripcion: 'Tus citas con clientes y prospectos', permiso: { objeto: 'cita', accion: 'visualizar' } };
const AGENDA_CITAS: EntradaMenu = { to: '/citas/agenda', titulo: 'Agenda de citas', descripcion: 'Tu semana de citas, día a día', permiso: { objeto: 'cita', accion: 'visualizar' } };
const EMPLEADOS: EntradaMenu = { to: '/empleados/', titulo: 'Empleados', descripcion: 'Personas de la empresa y su delegación', permiso: { objeto: 'empleado', accion: 'visualizar' } };
const RONDAS: EntradaMenu = { to: PANTALLA_INICIAL.vigilantes.to, titulo: 'Rondas', descripcion: 'Tus rondas programadas: empezar una y leer los puntos de control con la cámara', permiso: { objeto: 'ronda_programada', accion: 'visualizar' } };
const RONDAS_REALIZADAS: EntradaMenu = { to: '/rondas/rondas-realizadas', titulo: 'Rondas realizadas', descripcion: 'Rondas hechas, con cada lectura, su hora y sus incidencias', permiso: { objeto: 'ronda_realizada', accion: 'visualizar' } };
const PARTES_NOVEDAD: EntradaMenu = { to: '/partes-novedad/', titulo: 'Partes de novedad', descripcion: 'Lo ocurrido en tus puestos, con sus novedades y fotos', permiso: { objeto: 'parte_novedad', accion: 'visualizar' } };
const AGENDA_CUADRANTE: EntradaMenu = { to: '/cuadrantes/agenda', titulo: 'Mi cuadrante', descripcion: 'Tus turnos de este mes y del siguiente', permiso: { objeto: 'cuadrante', accion: 'visualizar' } };
const PUESTOS: EntradaMenu = { to: '/puestos-servicio/', titulo: 'Puestos de servicio', descripcion: 'Consignas, servicios, turnos y cuadrante de cada puesto', permiso: { objeto: 'puesto_servicio', accion: 'visualizar' } };
const VIGILANTES: EntradaMenu = { to: '/vigilantes/', titulo: 'Vigilantes', descripcion: 'Vigilantes con su TIP, sus puestos y sus turnos', permiso: { objeto: 'vigilante', accion: 'visualizar' } };
const LLAVEROS: EntradaMenu = { to: PANTALLA_INICIAL.custodiaLlaves.to, titulo: 'Llaveros', descripcion: 'Llaveros en custodia: dentro, fuera y vencidos, con su historial', permiso: { objeto: 'llavero', accion: 'visualizar' } };
const SALIDA_LLAVERO: EntradaMenu = { to: '/custodia-llaves/salida', titulo: 'Registrar salida', descripcion: 'Entregar un llavero con las dos firmas', permiso: { objeto: 'movimiento_llave', accion: 'insertar' } };
const ENTRADA_LLAVERO: EntradaMenu = { to: '/custodia-llaves/entrada', titulo: 'Registrar entrada', descripcion: 'Recoger un llavero devuelto con las dos firmas', permiso: { objeto: 'movimiento_llave', accion: 'insertar' } };
const PEDIDOS: EntradaMenu = { to: PANTALLA_INICIAL.almacen.to, titulo: 'Pedidos', descripcion: 'Pedidos de clientes y técnicos: servirlos, enteros o en parte, y sus entregas', permiso: { objeto: 'pedidocli', accion: 'visualizar' } };
const STOCK_ALMACEN: EntradaMenu = { to: '/vehiculos/stock', titulo: 'Stock', descripcion: 'Existencias de los almacenes y furgonetas de tu delegación, con sus movimientos', permiso: { objeto: 'stock', accion: 'visualizar' } };
const MOVIMIENTOS_CAJA: EntradaMenu = { to: '/movimientos-caja/', titulo: 'Caja', descripcion: 'Saldo de la caja, ingresos, gastos con sus justificantes y cobros en efectivo', permiso: { objeto: 'movimiento_caja', accion: 'visualizar' } };
const FICHAJES: EntradaMenu = {
  to: PANTALLA_INICIAL.presencia.to,
  titulo: 'Fichajes',
  descripcion: 'Fichar la entrada y la salida, tus fichajes y el informe del mes para firmar',
  permiso: { objeto: 'presencia', accion: 'visualizar' },
};
const SINCRONIZACION: EntradaMenu = { to: '/sincronizacion/', titulo: 'Sincronización', descripcion: 'Conexión, cola de subida y descargas' };

/**
 * Pantallas reales de cada app (se añaden aquí según se construyen). La primera de cada app es su pantalla
 * inicial (schemas/pantalla-inicial.ts): sus colecciones bajan primero en la primera descarga.
 */
const entradasApp: Record<AppId, readonly EntradaMenu[]> = {
  comerciales: [CLIENTES, CARTERA, POTENCIALES, OPERACIONES, PRESUPUESTOS, CONTRATOS, CITAS, AGENDA_CITAS, SISTEMAS, EMPLEADOS, SINCRONIZACION],
  tecnicos: [
    PARTES_ASIGNADOS,
    PARTES_FECHA_FIJADA,
    PARTES_FINALIZADOS,
    NUEVO_PARTE,
    ORDENES_PENDIENTES,
    ORDENES_FINALIZADAS_TECNICO,
    ORDENES_FINALIZADAS,
    CLIENTES,
    SISTEMAS,
    { to: '/offline/', titulo: 'Modo sin conexión', descripcion: 'Trabajar en los partes del dispositivo sin red', permiso: VER_PARTES },
    { to: '/tiempos/', titulo: 'Tiempos', descripcion: 'Tus tiempos trabajados, la agenda semanal y el cronómetro', permiso: { objeto: 'tiempo_trabajado', accion: 'visualizar' } },
    { to: '/vehiculos/material-en-vehiculo', titulo: 'Vehículo', descripcion: 'El material de tu furgoneta, su stock frente al almacén y descargarla', permiso: { objeto: 'stock', accion: 'visualizar' } },
    { to: '/planificacion/planificador-tecnicos', titulo: 'Planificación', descripcion: 'Asignar y cambiar de día los partes de los técnicos, y ver su conexión', permiso: { objeto: 'parte_trabajo', accion: 'editar' } },
    { to: '/planificacion/agenda', titulo: 'Agenda de técnicos', descripcion: 'El día y la semana de partes y citas de cada técnico', permiso: VER_PARTES },
    MOVIMIENTOS_CAJA,
    SINCRONIZACION,
  ],
  vigilantes: [RONDAS, RONDAS_REALIZADAS, PARTES_NOVEDAD, AGENDA_CUADRANTE, PUESTOS, VIGILANTES, LLAVEROS, SINCRONIZACION],
  custodiaLlaves: [LLAVEROS, SALIDA_LLAVERO, ENTRADA_LLAVERO, VIGILANTES, SINCRONIZACION],
  almacen: [PEDIDOS, STOCK_ALMACEN, MOVIMIENTOS_CAJA, SINCRONIZACION],
  presencia: [FICHAJES, SINCRONIZACION],
};

export function MenuScreen() {
  // Sin la base: el menú sale mientras se abre (decisión 87).
  const sesion = useSesionMarco();
  const apps = ordenApps.filter((a) => tieneAccesoApp(sesion.usuario, a));
  return (
    <div className="pantalla">
      <h1>Menú principal</h1>
      {apps.length === 0 ? (
        <p className="vacio">Tu usuario no tiene acceso a ninguna aplicación. Pide acceso a tu responsable.</p>
      ) : (
        <div className="menu-apps">
          {apps.map((app) => (
            <section key={app} className="tarjeta menu-app" aria-labelledby={`app-${app}`}>
              <h2 id={`app-${app}`}>{etiquetasApp[app]}</h2>
              <ul className="menu-enlaces">
                {entradasApp[app].filter((e) => !e.permiso || puede(sesion.usuario, e.permiso.objeto, e.permiso.accion)).map((e) => {
                  const idDescripcion = `app-${app}-${e.titulo.replace(/\s+/g, '-')}`;
                  return (
                    <li key={e.titulo}>
                      <Link to={e.to} className="menu-enlace" aria-describedby={idDescripcion}>
                        {e.titulo}
                      </Link>
                      <span className="menu-enlace-descripcion" id={idDescripcion}>
                        {e.descripcion}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
      <section className="tarjeta menu-app" aria-labelledby="app-general">
        <h2 id="app-general">General</h2>
        <ul className="menu-enlaces">
          <li>
            <Link to="/configuracion/" className="menu-enlace" aria-describedby="app-general-configuracion">
              Configuración
            </Link>
            <span className="menu-enlace-descripcion" id="app-general-configuracion">
              Tu cuenta, contraseña y base de datos del dispositivo
            </span>
          </li>
        </ul>
      </section>
      <p className="version">Versión {__APP_VERSION__}</p>
    </div>
  );
}
