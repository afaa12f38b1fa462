/**
 * /offline/partes/{id}/material-afectado: el material instalado en el sistema del parte (la lista
 * genérica con la declaración de ordenes/lista-material-sistema.tsx) con acciones por material:
 * Sustituir (número de serie nuevo), Desinstalar (con Confirmación y motivo opcional), Acción y Anomalía,
 * que mandan materialSistema.sustituirSync / desinstalarSync / accionSync (el formulario declarado de
 * intervencion-formulario.ts); y 'Modificar' lleva a /offline/material-sistema/{id}/edit. Todo se aplica
 * en el dispositivo al instante.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { ListaScreen } from '../../ui/lista/ListaScreen';
import { definicionMaterialSistema, type MaterialSistema } from '../ordenes/lista-material-sistema';
import { formularioIntervencion, nombreMaterial, VALORES_INTERVENCION, type RegistroIntervencion } from './intervencion-formulario';
import { MarcoParteOffline } from './MarcoParteOffline';
import { etiquetasIntervencion, SIN_SISTEMA, TITULO_MATERIAL_AFECTADO, type IntervencionMaterial } from './offline.labels';
import { useAlmacenes, type Parte } from './consultas';

export interface MaterialAfectadoScreenProps {
  idparte_trabajo: string;
}

interface Intervencion {
  tipo: IntervencionMaterial;
  material: MaterialSistema;
}

const INTERVENCIONES: readonly IntervencionMaterial[] = ['sustituir', 'desinstalar', 'accion', 'anomalia'];

export function MaterialAfectadoScreen({ idparte_trabajo }: MaterialAfectadoScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TITULO_MATERIAL_AFECTADO}>
      {(parte) => (parte.idsistema ? <MaterialDelSistema parte={parte} idsistema={parte.idsistema} /> : <p className="vacio">{SIN_SISTEMA}</p>)}
    </MarcoParteOffline>
  );
}

function MaterialDelSistema({ parte, idsistema }: { parte: Parte; idsistema: string }) {
  const [intervencion, setIntervencion] = useState<Intervencion | null>(null);
  const definicion = useMemo(() => {
    const base = definicionMaterialSistema(`offline-material-sistema:${idsistema}`, idsistema);
    return {
      ...base,
      columnas: [
        ...base.columnas,
        {
          id: 'acciones',
          cabecera: 'Acciones',
          celda: ({ doc }: { doc: MaterialSistema }) => (
            <span className="acciones-fila">
              {INTERVENCIONES.map((tipo) => (
                <button
                  key={tipo}
                  type="button"
                  className="boton"
                  aria-label={`${etiquetasIntervencion[tipo]}: ${doc.descripcion}${doc.numserie ? ` ${doc.numserie}` : ''}`}
                  onClick={() => setIntervencion({ tipo, material: doc })}
                >
                  {etiquetasIntervencion[tipo]}
                </button>
              ))}
              <Link
                to="/offline/material-sistema/$idmaterial_sistema/edit"
                params={{ idmaterial_sistema: doc.idmaterial_sistema }}
                className="boton"
                aria-label={`Modificar: ${doc.descripcion}`}
              >
                Modificar
              </Link>
            </span>
          ),
        },
      ],
    };
  }, [idsistema]);

  return (
    <>
      {intervencion && (
        <PanelIntervencion key={`${intervencion.tipo}:${intervencion.material.idmaterial_sistema}`} parte={parte} intervencion={intervencion} alTerminar={() => setIntervencion((actual) => (actual === intervencion ? null : actual))} />
      )}
      <ListaScreen titulo="Material instalado en el sistema" definicion={definicion} />
    </>
  );
}

interface PanelIntervencionProps {
  parte: Parte;
  intervencion: Intervencion;
  alTerminar: () => void;
}

/** Formulario de la intervención elegida sobre un material (intervencion-formulario.ts): número de serie, motivo o texto. */
function PanelIntervencion({ parte, intervencion: { tipo, material }, alTerminar }: PanelIntervencionProps) {
  const { db } = useVigia();
  const almacenes = useAlmacenes();
  const id = useId();
  const refTitulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => refTitulo.current?.focus(), []);
  const declaracion = useMemo(() => formularioIntervencion(tipo, db), [tipo, db]);
  const nombre = nombreMaterial(material);
  const registro: RegistroIntervencion = {
    idmaterial_sistema: material.idmaterial_sistema,
    idparte_trabajo: parte.idparte_trabajo,
    nombre,
    idfurgoneta: almacenes?.furgoneta?.idalmacen ?? null,
  };
  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} ref={refTitulo} tabIndex={-1}>
        {`${etiquetasIntervencion[tipo]}: ${nombre}`}
      </h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={VALORES_INTERVENCION}
        registro={registro}
        modo="alta"
        despues={alTerminar}
        alCancelar={alTerminar}
      />
    </section>
  );
}
