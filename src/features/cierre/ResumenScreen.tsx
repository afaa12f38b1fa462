/**
 * Resumen del parte para el cliente (/offline/partes/{idparte_trabajo}/resumen): datos del parte (tarjeta
 * declarada, tarjetaResumenParte), líneas con importes y total en EUR (la tabla de líneas de órdenes),
 * acciones y material con su estado, tiempos, cobros, las checklists (resultado y firma) y la firma si la
 * hay; y el PDF del parte (descargar, compartir, imprimir). Todo del dispositivo.
 */
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { sumaCentimos } from '../../../schemas/dinero';
import { formatearFechaHora, formatearHora, formatearMoneda } from '../../lib/formato';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { TablaHija } from '../../ui/tabla/TablaHija';
import { TablaLineas } from '../ordenes/TablaLineas';
import '../ordenes/ordenes.css';
import { etiquetaClasificacionParte, etiquetaEstadoParte, etiquetasParte } from '../partes/partes.labels';
import { formatearDuracion, minutosDe } from '../tiempos/tiempos';
import { AccionesPdf } from './AccionesPdf';
import { esFormaPago, etiquetaEstadoAccion, etiquetasFormaPago, TITULOS_CIERRE } from './cierre.labels';
import { nombreTecnico, type DatosParte } from './datos-parte';
import { MarcoCierre } from './MarcoCierre';
import { crearPdfParte } from './pdf-dispositivo';
import { textoFirma, textoResultado } from '../checklists/resultado';

export interface ResumenScreenProps {
  idparte_trabajo: string;
}

/** Los datos del parte en el resumen; orden, cliente y su NIF llegan de fuera (DatosParte). */
export const tarjetaResumenParte = tarjetaDe('partetrabajo', etiquetasParte, [
  { campo: 'numero' },
  { campo: 'fecha' },
  { campo: 'estado', valor: (p) => etiquetaEstadoParte(p.estado) },
  { campo: 'clasificacion', valor: (p) => etiquetaClasificacionParte(p.clasificacion) },
  { externo: 'orden' },
  { externo: 'cliente' },
  { externo: 'nifCliente', etiqueta: 'NIF del cliente' },
  { campo: 'descripcion', ancho: true },
  { campo: 'observaciones', ancho: true },
]);

export function ResumenScreen({ idparte_trabajo }: ResumenScreenProps) {
  return (
    <MarcoCierre idparte_trabajo={idparte_trabajo} titulo={TITULOS_CIERRE.resumen}>
      {(d) => <Resumen datos={d} />}
    </MarcoCierre>
  );
}

function Seccion({ titulo, children, testid }: { titulo: string; children: ReactNode; testid: string }) {
  const id = useId();
  return (
    <section className="tarjeta" aria-labelledby={id} data-testid={testid}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </section>
  );
}

function Resumen({ datos: d }: { datos: DatosParte }) {
  const params = { idparte_trabajo: d.parte.idparte_trabajo };
  const firma = d.firmas[0] ?? null;
  const ahora = new Date();
  const minutosTotales = d.tiempos.reduce((s, t) => s + minutosDe(t, ahora), 0);
  const cobrado = sumaCentimos(d.cobros.map((c) => c.importe));
  return (
    <>
      <TarjetaEntidad
        declaracion={tarjetaResumenParte}
        doc={d.parte}
        titulo="Parte"
        externos={{
          orden: d.orden ? `${d.orden.numero} · ${d.orden.descripcion}` : null,
          cliente: d.cliente ? `${d.cliente.nombre} (${d.cliente.codigo})` : null,
          nifCliente: d.cliente?.nif ?? null,
        }}
      />
      <Seccion titulo="Material y servicios" testid="resumen-lineas">
        {d.lineas.length === 0 ? (
          <p className="vacio">Sin líneas</p>
        ) : (
          <TablaLineas titulo="Líneas del parte" lineas={d.lineas.map((l) => ({ ...l, id: l.idlparte_trabajo }))} />
        )}
        <p>
          Total del parte: <strong data-testid="total-parte">{formatearMoneda(d.total)}</strong>
        </p>
      </Seccion>
      <Seccion titulo="Acciones y material afectado" testid="resumen-acciones">
        <TablaHija
          titulo="Acciones"
          vacio="Sin acciones"
          columnas={[
            { id: 'accion', cabecera: 'Acción', tipo: 'texto', valor: (a) => (a.observaciones ? `${a.descripcion}. ${a.observaciones}` : a.descripcion) },
            { id: 'estado', cabecera: 'Estado', tipo: 'texto', valor: (a) => etiquetaEstadoAccion(a.estado) },
          ]}
          filas={d.acciones}
          claveFila={(a) => a.idaccion_ejec}
        />
      </Seccion>
      <Seccion titulo="Tiempos trabajados" testid="resumen-tiempos">
        <TablaHija
          titulo="Tiempos"
          vacio="Sin tiempos"
          columnas={[
            { id: 'inicio', cabecera: 'Inicio', tipo: 'fechaHora', valor: (t) => t.inicio },
            { id: 'fin', cabecera: 'Fin', tipo: 'fechaHora', valor: (t) => t.fin, celda: (t) => (t.fin ? formatearHora(t.fin) : 'En marcha') },
            { id: 'duracion', cabecera: 'Duración', tipo: 'numero', valor: (t) => minutosDe(t, ahora), celda: (t) => formatearDuracion(minutosDe(t, ahora)), pie: () => formatearDuracion(minutosTotales) },
            { id: 'tecnico', cabecera: 'Técnico', tipo: 'texto', valor: (t) => nombreTecnico(d.tecnicos, t.idtecnico) },
          ]}
          filas={d.tiempos}
          claveFila={(t) => t.idtiempo_trabajado}
          etiquetaPie="Total"
        />
        <Link to="/offline/partes/$idparte_trabajo/tiempos/add" params={params} className="boton">
          {TITULOS_CIERRE.tiemposAdd}
        </Link>
      </Seccion>
      <Seccion titulo="Cobros" testid="resumen-cobros">
        <TablaHija
          titulo="Cobros"
          vacio="Sin cobros"
          columnas={[
            { id: 'fecha', cabecera: 'Fecha', tipo: 'fechaHora', valor: (c) => c.fecha },
            { id: 'recibo', cabecera: 'Recibo', tipo: 'codigo', valor: (c) => c.recibo },
            { id: 'forma', cabecera: 'Forma de pago', tipo: 'texto', valor: (c) => (esFormaPago(c.forma_pago) ? etiquetasFormaPago[c.forma_pago] : c.forma_pago) },
            { id: 'importe', cabecera: 'Importe', tipo: 'importe', valor: (c) => c.importe, pie: () => formatearMoneda(cobrado) },
          ]}
          filas={d.cobros}
          claveFila={(c) => c.idcobro}
          etiquetaPie="Total cobrado"
        />
      </Seccion>
      <Seccion titulo="Checklists" testid="resumen-checklists">
        <TablaHija
          titulo="Checklists"
          vacio="Sin checklists"
          columnas={[
            {
              id: 'checklist',
              cabecera: 'Checklist',
              tipo: 'texto',
              valor: (c) => c.descripcion,
              celda: (c) => (
                <Link to="/offline/partes/$idparte_trabajo/checklists/$idchecklist" params={{ ...params, idchecklist: c.idchecklist_ot }}>
                  {c.descripcion}
                </Link>
              ),
            },
            { id: 'resultado', cabecera: 'Resultado', tipo: 'texto', valor: (c) => textoResultado(c) },
            { id: 'firma', cabecera: 'Firma', tipo: 'texto', valor: (c) => textoFirma(c) },
          ]}
          filas={d.checklists}
          claveFila={(c) => c.idchecklist_ot}
        />
      </Seccion>
      <Seccion titulo="Firma del cliente" testid="resumen-firma">
        {firma ? (
          <>
            <p>
              Firmado por <strong>{firma.nombre}</strong>, DNI {firma.dni}, el {formatearFechaHora(firma.fecha)}
            </p>
            <img className="firma-guardada" src={firma.imagen} alt={`Firma de ${firma.nombre}`} />
          </>
        ) : (
          <>
            <p className="vacio">Sin firmar</p>
            <Link to="/offline/partes/$idparte_trabajo/firmar" params={params} className="boton">
              Firmar
            </Link>
          </>
        )}
      </Seccion>
      <AccionesPdf
        generar={() => crearPdfParte(d)}
        tituloCompartir={`Parte ${d.parte.numero}`}
        nota={d.firmas.length > 0 ? 'Parte firmado por el cliente.' : 'El parte aún no está firmado.'}
      />
    </>
  );
}
