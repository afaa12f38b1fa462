/**
 * Detalle de un parte: tarjeta de datos (con 'Ver campos sin datos') y formulario de edición declarado
 * (parte-formulario.ts, con 'Deshacer cambios'). Guardar manda `parteTrabajo.updateSync` con
 * solo los campos cambiados; el cambio se aplica en el dispositivo al instante y se sube cuando hay
 * conexión. El parte lo carga Documento (DocumentoParte).
 */
import { useId, useMemo } from 'react';
import { refDoc } from '../../../replication/tx';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFecha } from '../../lib/formato';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { useDocumentosPendientes } from '../sincronizacion/consultas';
import { formularioParte, valoresDeParte } from './parte-formulario';
import { EnlacesParte } from './EnlacesParte';
import { DocumentoParte } from './parte-comun';
import { BotonCorreoParte, CorreosParte, TarjetaMapaParte, textoDireccion, useDireccionParte } from './ParteMapaCorreo';
import { etiquetaClasificacionParte, etiquetaEstadoParte, etiquetasParte, etiquetasTipoSistema, textoSistema } from './partes.labels';

export interface ParteScreenProps {
  idparte_trabajo: string;
}

/** Los datos del parte en /partes/{id}; orden, cliente y sistema llegan de fuera. */
export const tarjetaParte = tarjetaDe('partetrabajo', etiquetasParte, [
  { externo: 'orden' },
  { externo: 'cliente' },
  { externo: 'sistema' },
  { campo: 'fecha' },
  { campo: 'ffijada' },
  { campo: 'clasificacion', valor: (p) => etiquetaClasificacionParte(p.clasificacion) },
  { campo: 'descripcion', ancho: true },
  { campo: 'observaciones', ancho: true },
  { campo: 'estado', valor: (p) => etiquetaEstadoParte(p.estado) },
  { campo: 'actualizado' },
]);

export function ParteScreen({ idparte_trabajo }: ParteScreenProps) {
  return <DocumentoParte idparte_trabajo={idparte_trabajo}>{(parte) => <FichaParte parte={parte} />}</DocumentoParte>;
}

function FichaParte({ parte }: { parte: DocumentoDe<'partetrabajo'> }) {
  const { db } = useVigia();
  const { idparte_trabajo, idorden_trabajo: idorden, idcliente, idsistema } = parte;
  const { resultado: orden } = useRxQuery(() => (idorden ? db.ordentrabajo.findOne(idorden) : null), [db, idorden]);
  const { resultado: cliente } = useRxQuery(() => (idcliente ? db.cliente.findOne(idcliente) : null), [db, idcliente]);
  const { resultado: sistema } = useRxQuery(() => (idsistema ? db.sistema.findOne(idsistema) : null), [db, idsistema]);
  const pendiente = useDocumentosPendientes().has(refDoc('partetrabajo', idparte_trabajo));
  const direccion = useDireccionParte(idcliente, sistema?.iddireccion ?? null);

  return (
    <div className="pantalla">
      <div className="titulo-con-etiquetas">
        <h1>Parte {parte.numero}</h1>
        {pendiente && <span className="etiqueta etiqueta-aviso">Pendiente de subir</span>}
      </div>

      <TarjetaEntidad
        declaracion={tarjetaParte}
        doc={parte}
        titulo="Datos del parte"
        externos={{
          orden: orden ? `${orden.numero} · ${orden.descripcion}` : null,
          cliente: cliente ? `${cliente.nombre} (${cliente.codigo})` : null,
          sistema: sistema ? textoSistema(sistema) : null,
        }}
      />

      <div className="botonera">
        <BotonCorreoParte
          idparte_trabajo={parte.idparte_trabajo}
          email={cliente?.email ?? null}
          datos={{
            numero: parte.numero,
            fecha: formatearFecha(parte.fecha),
            descripcion: parte.descripcion,
            estado: etiquetaEstadoParte(parte.estado),
            cliente: cliente?.nombre ?? null,
            sistema: sistema ? `${sistema.numero} · ${etiquetasTipoSistema[sistema.tipo]}` : null,
            direccion: direccion ? textoDireccion(direccion) : null,
            observaciones: parte.observaciones ?? null,
          }}
        />
      </div>

      <CorreosParte idparte_trabajo={parte.idparte_trabajo} />

      <EnlacesParte parte={parte} />

      <TarjetaMapaParte direccion={direccion} cliente={cliente?.nombre ?? null} />

      <FormularioParte parte={parte} />
    </div>
  );
}

interface FormularioParteProps {
  parte: Parameters<typeof valoresDeParte>[0];
}

function FormularioParte({ parte }: FormularioParteProps) {
  const { motor } = useVigia();
  const id = useId();
  const declaracion = useMemo(() => formularioParte(motor), [motor]);
  const valores = useMemo(() => valoresDeParte(parte), [parte]);
  return (
    <section className="tarjeta" aria-labelledby={`${id}-editar`}>
      <h2 id={`${id}-editar`}>Editar</h2>
      <FormularioDeclarado declaracion={declaracion} valores={valores} registro={parte} modo="edicion" deshacer />
    </section>
  );
}
