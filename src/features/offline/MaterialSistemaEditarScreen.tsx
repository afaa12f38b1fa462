/**
 * /offline/material-sistema/{idmaterial_sistema}/edit: número de serie, ubicación y descripción de un
 * material del sistema con useFormulario; Guardar manda `materialSistema.updateSync` con solo lo cambiado.
 * El material llega por la carcasa de documento (cargando, no está, sin permiso; con estado 0, desinstalado,
 * lleva el aviso de anulado).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { maximoDe, requerido } from '../../lib/validacion';
import { Documento } from '../../ui/documento/Documento';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoTexto } from '../../ui/formulario/campos';
import { useFormulario, type Normalizadores, type Validadores } from '../../ui/formulario/useFormulario';
import { useGuardar } from '../../ui/formulario/useGuardar';
import { MAX_NUMSERIE, MAX_UBICACION } from './instalar-formulario';
import { aCambiosMaterial, valoresDeMaterial, type ValoresMaterial } from './formularios';
import { GUARDADO, TITULO_EDITAR_MATERIAL } from './offline.labels';
import './offline.css';

export interface MaterialSistemaEditarScreenProps {
  idmaterial_sistema: string;
}

export const MAX_DESCRIPCION_MATERIAL = 200;

const validadores: Validadores<ValoresMaterial> = {
  numserie: [maximoDe(MAX_NUMSERIE)],
  ubicacion: [maximoDe(MAX_UBICACION)],
  descripcion: [requerido, maximoDe(MAX_DESCRIPCION_MATERIAL)],
};

const normalizadores: Normalizadores<ValoresMaterial> = { numserie: (v) => v.trim(), ubicacion: (v) => v.trim(), descripcion: (v) => v.trim() };

export function MaterialSistemaEditarScreen({ idmaterial_sistema }: MaterialSistemaEditarScreenProps) {
  return (
    <Documento coleccion="materialsistema" id={idmaterial_sistema} nombre="Material" volver={<Link to="/offline/">Volver a los partes</Link>}>
      {(material) => (
        <div className="pantalla">
          <h1>{TITULO_EDITAR_MATERIAL}</h1>
          <FormularioMaterial material={material} />
        </div>
      )}
    </Documento>
  );
}

function FormularioMaterial({ material }: { material: DocDe<'materialsistema'> }) {
  const { db } = useVigia();
  const id = useId();
  const valores = useMemo(() => valoresDeMaterial(material), [material]);
  const f = useFormulario<ValoresMaterial>({ valores, validadores, normalizadores });

  const { guardar, guardando, errorGuardar, mostrarRevision } = useGuardar({
    f,
    mensaje: GUARDADO,
    enviar: (cambios) => db.mutate('materialSistema.updateSync', { id: material.idmaterial_sistema, cambios: aCambiosMaterial(cambios) }).then(() => undefined),
  });

  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{material.descripcion}</h2>
      {material.estado <= 0 && <p className="etiqueta etiqueta-aviso">Desinstalado</p>}
      <form onSubmit={guardar} noValidate>
        <CampoTexto etiqueta="Número de serie" autoComplete="off" maximo={MAX_NUMSERIE} valor={f.visibles.numserie} alCambiar={(v) => f.cambiar('numserie', v)} error={f.error('numserie')} />
        <CampoTexto etiqueta="Ubicación" autoComplete="off" maximo={MAX_UBICACION} valor={f.visibles.ubicacion} alCambiar={(v) => f.cambiar('ubicacion', v)} error={f.error('ubicacion')} />
        <CampoTexto
          etiqueta="Descripción"
          requerido
          autoComplete="off"
          maximo={MAX_DESCRIPCION_MATERIAL}
          valor={f.visibles.descripcion}
          alCambiar={(v) => f.cambiar('descripcion', v)}
          error={f.error('descripcion')}
        />
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={mostrarRevision} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={!f.modificado || guardando} aria-busy={guardando}>
            Guardar
          </button>
          <Link to="/offline/" className="boton">
            Volver a los partes
          </Link>
        </div>
      </form>
    </section>
  );
}
