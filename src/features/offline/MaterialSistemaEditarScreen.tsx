/**
 * /offline/material-sistema/{idmaterial_sistema}/edit: número de serie, ubicación y descripción de un
 * material del sistema con el formulario declarado de material-sistema-formulario.ts; Guardar manda
 * `materialSistema.updateSync` con solo lo cambiado. El material llega por la carcasa de documento
 * (cargando, no está, sin permiso; con estado 0, desinstalado, lleva el aviso de anulado).
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { Documento } from '../../ui/documento/Documento';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { valoresDeMaterial } from './formularios';
import { formularioMaterialSistema } from './material-sistema-formulario';
import { TITULO_EDITAR_MATERIAL } from './offline.labels';
import './offline.css';

export interface MaterialSistemaEditarScreenProps {
  idmaterial_sistema: string;
}

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
  const declaracion = useMemo(() => formularioMaterialSistema(db), [db]);
  const valores = useMemo(() => valoresDeMaterial(material), [material]);
  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{material.descripcion}</h2>
      {material.estado <= 0 && <p className="etiqueta etiqueta-aviso">Desinstalado</p>}
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={material}
        modo="edicion"
        acciones={
          <Link to="/offline/" className="boton">
            Volver a los partes
          </Link>
        }
      />
    </section>
  );
}
