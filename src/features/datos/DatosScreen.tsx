/**
 * /datos/{id}/{idtabla}: los datos personalizados de un registro de cualquier tabla (sistema, y más
 * adelante presupuesto, contrato, novedad u operación). La tarjeta declarada desde las definiciones
 * (tarjetaDatos) con la etiqueta y el valor formateado de cada campo definido; los campos sin dato quedan
 * detrás de 'Ver campos sin datos'. Con permiso, enlace 'Modificar' al formulario.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { coleccionPorIdtabla } from '../../../replication/mutadores/datos';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { etiquetasEntidad } from '../../lib/entidades.labels';
import { textoReferencia } from '../../lib/referencias';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { DocumentoSinTipo } from '../../ui/documento/Documento';
import { nombreRegistro, useCamposDato, useValoresDato } from './consultas';
import { tarjetaDatos } from './datos-formulario';
import { ENLACE_MODIFICAR_DATOS, SIN_CAMPOS, TITULO_DATOS } from './datos.labels';

export interface DatosScreenProps {
  id: string;
  idtabla: number;
}

/** Lo que llega de la dirección /datos/{id}/{idtabla}: los dos como texto. */
export interface RutaDatosProps {
  id: string;
  idtabla: string;
}

/** idtabla de la dirección: un entero (si no, -1, que ninguna tabla tiene). */
export const aIdtabla = (texto: string): number => (/^\d{1,6}$/.test(texto) ? Number(texto) : -1);

export interface MarcoDatosProps extends DatosScreenProps {
  titulo: string;
  children: ReactNode;
}

/**
 * Cabecera común de las dos pantallas: título y de qué registro son los datos. El registro llega por la
 * carcasa de documento (cargando, descargando, no está, sin permiso, anulado); una tabla sin datos
 * personalizados lo dice aquí.
 */
export function MarcoDatos({ id, idtabla, titulo, children }: MarcoDatosProps) {
  const coleccion = coleccionPorIdtabla(idtabla);
  if (coleccion === null) {
    return (
      <div className="pantalla">
        <h1>{titulo}</h1>
        <p className="vacio">{`La tabla ${idtabla} no tiene datos personalizados`}</p>
      </div>
    );
  }
  const entidad = etiquetasEntidad[coleccion];
  const nombreEntidad = `${entidad.charAt(0).toUpperCase()}${entidad.slice(1)}`;
  return (
    <DocumentoSinTipo coleccion={coleccion} id={id} nombre={nombreEntidad}>
      {(doc) => {
        // El registro por su referencia (la de su entrada de entidad: 'Operación «Alarma nave»'), no por su id.
        const referencia = textoReferencia(coleccion, doc.toJSON());
        const nombre = nombreRegistro(doc);
        return (
          <div className="pantalla">
            <h1>{titulo}</h1>
            <p>{referencia ?? `${nombreEntidad}${nombre ? `: ${nombre}` : ` ${id}`}`}</p>
            {children}
          </div>
        );
      }}
    </DocumentoSinTipo>
  );
}

export function DatosScreen({ id, idtabla: texto }: RutaDatosProps) {
  const idtabla = aIdtabla(texto);
  return (
    <MarcoDatos id={id} idtabla={idtabla} titulo={TITULO_DATOS}>
      <FichaDatos id={id} idtabla={idtabla} />
    </MarcoDatos>
  );
}

function FichaDatos({ id, idtabla }: DatosScreenProps) {
  const { sesion } = useVigia();
  const campos = useCamposDato(idtabla);
  const valores = useValoresDato(idtabla, id);
  const tarjeta = useMemo(() => (campos ? tarjetaDatos(campos) : null), [campos]);
  if (tarjeta === null || campos === undefined || valores === undefined) {
    return (
      <p className="cargando" role="status">
        Cargando datos…
      </p>
    );
  }
  if (campos.length === 0) return <p className="vacio">{SIN_CAMPOS}</p>;
  return (
    <>
      <TarjetaEntidad declaracion={tarjeta} doc={valores} titulo={TITULO_DATOS} />
      {puede(sesion.usuario, 'dato', 'editar') && (
        <div className="botonera">
          <Link to="/datos/$id/$idtabla/edit" params={{ id, idtabla: String(idtabla) }} className="boton boton-primario">
            {ENLACE_MODIFICAR_DATOS}
          </Link>
        </div>
      )}
    </>
  );
}
